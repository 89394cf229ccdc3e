/**
 * A zip entry's inflated bytes, counted before the workbook reader sees them: the whole file's total, the
 * shared strings' size, the longest run of text between tags and, in a sheet, the size of one row. The first
 * limit passed destroys the stream with the translated refusal, which the reader then throws.
 */
import { Transform, type TransformCallback } from 'node:stream';
import type { AppError } from '../errors';
import { rowTooLarge, sharedStringsTooLarge, textTooLong, unpackedTooLarge, type UnpackLimits } from './limits';

/** A sheet, the shared strings, another part the reader parses (workbook, styles, rels), or one it skips (counted only). */
export type EntryKind = 'sheet' | 'sharedStrings' | 'xml' | 'skipped';

/** What all entries of one file have inflated so far. */
export interface UnpackBudget { limits: UnpackLimits; unpackedBytes: number }

const LT = 0x3c;
const ROW_OPEN = Buffer.from('<row');
/** `<row` followed by white space, `>` or `/`: the reader starts a new row there (and drops a row left open). */
const rowStartsAt = (data: Buffer, at: number) => {
  const next = data[at + ROW_OPEN.length];
  return next === undefined || next === 0x3e || next === 0x2f || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d;
};

function lastRowStart(data: Buffer): number {
  for (let at = data.lastIndexOf(ROW_OPEN); at >= 0; at = at === 0 ? -1 : data.lastIndexOf(ROW_OPEN, at - 1)) {
    if (rowStartsAt(data, at)) return at;
  }
  return -1;
}

export class EntryGuard extends Transform {
  private entryBytes = 0;
  /** Bytes since the last `<`. */
  private textRun = 0;
  /** Bytes since the last row start (sheets only). */
  private rowRun = 0;
  /** The end of the previous chunk, so a `<row` split across two chunks is still seen. */
  private tail: Buffer = Buffer.alloc(0);

  constructor(private readonly budget: UnpackBudget, private readonly kind: EntryKind) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const problem = this.check(chunk);
    if (problem) done(problem);
    else done(null, chunk);
  }

  private check(chunk: Buffer): AppError | null {
    const { limits } = this.budget;
    this.budget.unpackedBytes += chunk.length;
    this.entryBytes += chunk.length;
    if (this.budget.unpackedBytes > limits.maxUnpackedBytes) return unpackedTooLarge(limits);
    if (this.kind === 'sharedStrings' && this.entryBytes > limits.maxSharedStringsBytes) return sharedStringsTooLarge(limits);

    if (this.kind === 'skipped') return null;
    const firstLt = chunk.indexOf(LT);
    if (firstLt < 0) this.textRun += chunk.length;
    else {
      if (this.textRun + firstLt > limits.maxTextBytes) return textTooLong(limits);
      this.textRun = chunk.length - chunk.lastIndexOf(LT) - 1;
    }
    if (this.textRun > limits.maxTextBytes) return textTooLong(limits);

    if (this.kind === 'sheet') {
      const data = this.tail.length ? Buffer.concat([this.tail, chunk]) : chunk;
      const start = lastRowStart(data);
      this.rowRun = start < 0 ? this.rowRun + chunk.length : data.length - start;
      if (this.rowRun > limits.maxRowBytes) return rowTooLarge(limits);
      this.tail = Buffer.from(data.subarray(Math.max(0, data.length - ROW_OPEN.length)));
    }
    return null;
  }
}
