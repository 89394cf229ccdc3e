/**
 * Workbooks that unpack to far more than they weigh (issue 31.3), built for the upload tests without ever
 * holding the unpacked text: each part's XML is generated piece by piece through a deflate stream, so a part of
 * hundreds of MB costs the test a few hundred kB of memory and a second or two of CPU.
 */
import { once } from 'node:events';
import { constants, crc32, createDeflateRaw } from 'node:zlib';

const MB = 1024 * 1024;

/** A part of the zip: its path and its content, as pieces (one piece may be yielded many times). */
export interface Part { name: string; pieces: () => Iterable<Buffer | string> }

interface Packed { name: Buffer; data: Buffer; crc: number; size: number }

async function pack(part: Part): Promise<Packed> {
  const deflate = createDeflateRaw({ level: constants.Z_BEST_COMPRESSION, memLevel: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  let crc = 0;
  let size = 0;
  for (const piece of part.pieces()) {
    const bytes = typeof piece === 'string' ? Buffer.from(piece) : piece;
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return { name: Buffer.from(part.name), data: Buffer.concat(out), crc, size };
}

/** A zip (deflated entries, no data descriptors) of the parts, in the order given. */
export async function zipOf(parts: readonly Part[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const p = await pack(part);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(p.crc, 14);
    local.writeUInt32LE(p.data.length, 18);
    local.writeUInt32LE(p.size, 22);
    local.writeUInt16LE(p.name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(p.crc, 16);
    central.writeUInt32LE(p.data.length, 20);
    central.writeUInt32LE(p.size, 24);
    central.writeUInt16LE(p.name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, p.name, p.data);
    centrals.push(central, p.name);
    offset += local.length + p.name.length + p.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const fixed = (name: string, text: string): Part => ({ name, pieces: () => [text] });

/** What a workbook needs besides its sheet: content types, relationships, the workbook naming one sheet. */
const frame: Part[] = [
  fixed('[Content_Types].xml', `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`),
  fixed('_rels/.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
  fixed('xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="List" sheetId="1" r:id="rId1"/></sheets></workbook>`),
  fixed('xl/_rels/workbook.xml.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`),
];

/** Column letters of a 0-based index (A … Z, AA …). */
const letters = (index: number): string => (index < 26 ? String.fromCharCode(65 + index) : letters(Math.floor(index / 26) - 1) + letters(index % 26));
const inline = (rowNo: number) => (text: string, col: number) => `<c r="${letters(col)}${rowNo}" t="inlineStr"><is><t>${text}</t></is></c>`;
const rowOf = (rowNo: number, cells: readonly string[]) => `<row r="${rowNo}">${cells.map(inline(rowNo)).join('')}</row>`;
/** Row 1: the header cells as inline strings (so each import finds its columns and reads on). */
const headerRow = (header: readonly string[]) => rowOf(1, header);

/** `piece` repeated until about `bytes`, handed over in pieces of about 1 MB. */
function* repeated(piece: string, bytes: number): Iterable<Buffer> {
  const block = Buffer.from(piece.repeat(Math.max(1, Math.floor(MB / piece.length))));
  for (let written = 0; written < bytes; written += block.length) yield block;
}

function sheet(header: readonly string[], body: () => Iterable<Buffer | string>): Part {
  return {
    name: 'xl/worksheets/sheet1.xml',
    *pieces() {
      yield `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${NS}"><sheetData>${headerRow(header)}`;
      yield* body();
      yield '</sheetData></worksheet>';
    },
  };
}

/** The header, then `mb` MB of empty rows: nothing to import, all of it to parse. */
export const blankRowsBomb = (header: readonly string[], mb: number) => zipOf([...frame, sheet(header, () => repeated('<row/>', mb * MB))]);

/** A header and one row of `mb` MB of numeric cells: a row held whole until it closes. */
export const giantRowBomb = (header: readonly string[], mb: number) =>
  zipOf([...frame, sheet(header, function* () { yield '<row r="2">'; yield* repeated('<c r="A2"><v>1</v></c>', mb * MB); yield '</row>'; })]);

/** A part the reader never parses (an "image" of zeros) of `mb` MB before a small, valid sheet. */
export const junkPartBomb = (header: readonly string[], mb: number) =>
  zipOf([...frame, { name: 'xl/media/image1.png', pieces: () => repeated('\0', mb * MB) }, sheet(header, () => [])]);

/** A valid workbook with `count` extra empty parts. */
export const manyPartsZip = (header: readonly string[], count: number) =>
  zipOf([...frame, ...Array.from({ length: count }, (_, i) => fixed(`docProps/part${i}.xml`, '<a/>')), sheet(header, () => [])]);

/** A small workbook of the header and rows of inline-string cells (row limits). */
export const rowsWorkbook = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  zipOf([...frame, sheet(header, function* () {
    for (const [i, row] of rows.entries()) yield rowOf(i + 2, row);
  })]);
