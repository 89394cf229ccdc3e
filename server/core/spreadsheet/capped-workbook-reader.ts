/**
 * exceljs's streaming workbook reader with a capped unpack. Its own `parse` inflates every zip entry without a
 * limit (and copies sheets that come before the shared strings, as Excel writes them, to temporary files of
 * any size); this one is the same walk over the entries, except that each entry passes an EntryGuard first,
 * entries are counted, and what it leaves behind (temporary files, the zip stream) is removed when reading
 * ends, stops or fails. The private `_parse*` steps are exceljs 4.4's (the last release; pinned by the lock).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Duplex, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createRequire } from 'node:module';
import ExcelJS from 'exceljs';
import { EntryGuard, type EntryKind, type UnpackBudget } from './entry-guard';
import { tooManyEntries, type UnpackLimits } from './limits';

type Event = { eventType: string; value: unknown };
interface ReaderInternals {
  input: Readable;
  sharedStrings?: unknown[];
  workbookRels?: unknown;
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<Event>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(iterator: AsyncIterable<unknown>, sheetNo: string): Generator<Event>;
}

interface ZipEntry extends Readable { path: string }
/** The zip parser exceljs itself reads with (its dependency, the version its internals expect). */
const unzipper = createRequire(createRequire(import.meta.url).resolve('exceljs'))('unzipper') as { Parse(options: { forceStream: boolean }): Duplex };

const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const PARSED = new Set(['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/styles.xml']);
function kindOf(entryPath: string): EntryKind {
  if (SHEET.test(entryPath)) return 'sheet';
  if (entryPath === 'xl/sharedStrings.xml') return 'sharedStrings';
  return PARSED.has(entryPath) ? 'xml' : 'skipped';
}

/** Reads and discards an entry, still counted: a junk entry cannot make the server inflate gigabytes unseen. */
async function discard(stream: Readable) {
  for await (const _ of stream) { /* counted by the guard */ }
}

export class CappedWorkbookReader extends ExcelJS.stream.xlsx.WorkbookReader {
  constructor(input: Readable, private readonly limits: UnpackLimits, options: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>) {
    super(input, options);
  }

  override async *parse(): AsyncGenerator<Event> {
    const self = this as unknown as ReaderInternals;
    const budget: UnpackBudget = { limits: this.limits, unpackedBytes: 0 };
    const zip = unzipper.Parse({ forceStream: true });
    self.input.on('error', (error) => zip.destroy(error));
    self.input.pipe(zip);
    const waiting: Array<{ sheetNo: string; file: string }> = [];
    let tempDir: string | null = null;
    let entries = 0;
    try {
      for await (const entry of zip as AsyncIterable<ZipEntry>) {
        entries += 1;
        if (entries > this.limits.maxEntries) throw tooManyEntries(this.limits);
        const guarded = entry.pipe(new EntryGuard(budget, kindOf(entry.path)));
        entry.on('error', (error) => guarded.destroy(error));
        const sheetNo = SHEET.exec(entry.path)?.[1];
        if (entry.path === 'xl/_rels/workbook.xml.rels') await self._parseRels(guarded);
        else if (entry.path === 'xl/workbook.xml') await self._parseWorkbook(guarded);
        else if (entry.path === 'xl/sharedStrings.xml') yield* self._parseSharedStrings(guarded);
        else if (entry.path === 'xl/styles.xml') await self._parseStyles(guarded);
        else if (sheetNo && self.sharedStrings && self.workbookRels) yield* self._parseWorksheet(guarded, sheetNo);
        else if (sheetNo) {
          // Parsed once the shared strings are known; the copy is bounded by the guard like everything else.
          tempDir ??= await mkdtemp(path.join(tmpdir(), 'sheet-upload-'));
          const file = path.join(tempDir, `sheet${sheetNo}.xml`);
          await pipeline(guarded, createWriteStream(file));
          waiting.push({ sheetNo, file });
        } else await discard(guarded);
        // A part the reader stopped reading early (a sheet it left) is drained so the zip moves on.
        await discard(guarded);
      }
      for (const { sheetNo, file } of waiting) yield* self._parseWorksheet(createReadStream(file), sheetNo);
    } finally {
      self.input.unpipe(zip);
      zip.destroy();
      self.input.destroy();
      if (tempDir) await rm(tempDir, { recursive: true, force: true });
    }
  }
}
