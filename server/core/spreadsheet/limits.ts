/**
 * How far an uploaded spreadsheet may unpack before it is refused (issue 31.3). A zip of a few hundred kB can
 * inflate to gigabytes of sheet XML, so the file size alone bounds nothing: every byte the reader inflates is
 * counted against these limits first, and a file past one is refused with a translated message. The values
 * each upload uses and why are in /work/notes/31-3-10.md and docs/security.md.
 */
import { validationError } from '../errors';

export interface UnpackLimits {
  /** All entries of the zip together, inflated (sheets, shared strings, styles, anything else). */
  maxUnpackedBytes: number;
  /** The shared-strings part, which the reader keeps in memory whole. */
  maxSharedStringsBytes: number;
  /** Entries in the zip (a workbook from Excel has about a dozen). */
  maxEntries: number;
  /** One sheet row as XML (a row is held whole until it closes; a CSV line likewise). */
  maxRowBytes: number;
  /** Text or markup between two tags (an Excel cell holds at most 32,767 characters). */
  maxTextBytes: number;
}

const MB = 1024 * 1024;

/** For lists of a few thousand rows (temporary limits, write-offs): generous for their row limits. */
export const SMALL_SHEET_LIMITS: UnpackLimits = {
  maxUnpackedBytes: 32 * MB, maxSharedStringsBytes: 16 * MB, maxEntries: 200, maxRowBytes: 2 * MB, maxTextBytes: 256 * 1024,
};

/** Limits in the refusal are whole megabytes or counts. */
const inMb = (bytes: number) => Math.max(1, Math.round(bytes / MB));

export const unpackedTooLarge = (limits: UnpackLimits) => validationError('upload:unpackedTooLarge', { max: inMb(limits.maxUnpackedBytes) });
export const sharedStringsTooLarge = (limits: UnpackLimits) => validationError('upload:sharedStringsTooLarge', { max: inMb(limits.maxSharedStringsBytes) });
export const tooManyEntries = (limits: UnpackLimits) => validationError('upload:tooManyEntries', { max: limits.maxEntries });
export const rowTooLarge = (limits: UnpackLimits) => validationError('upload:rowTooLarge', { max: inMb(limits.maxRowBytes) });
export const textTooLong = (limits: UnpackLimits) => validationError('upload:textTooLong', { max: Math.round(limits.maxTextBytes / 1024) });
