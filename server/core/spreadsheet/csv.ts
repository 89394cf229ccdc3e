/** CSV uploads read line by line as the bytes arrive, each line bounded (a file without line ends is refused, not buffered). */
import { rowTooLarge, type UnpackLimits } from './limits';

/** One CSV line into fields (RFC 4180 quotes; a quoted field does not span lines in our templates). */
export function csvFields(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') { field += '"'; i++; } else if (ch === '"') quoted = false; else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { out.push(field); field = ''; } else field += ch;
  }
  out.push(field);
  return out;
}

/** The stream's lines as text (without the line end, a leading BOM dropped), split as the bytes arrive. */
export async function* csvLines(input: AsyncIterable<Buffer>, limits: Pick<UnpackLimits, 'maxRowBytes'>): AsyncGenerator<string> {
  let rest: Buffer = Buffer.alloc(0);
  let first = true;
  for await (const chunk of input) {
    let data: Buffer = rest.length ? Buffer.concat([rest, chunk]) : chunk;
    if (first && data.length >= 3) {
      if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) data = data.subarray(3);
      first = false;
    }
    let start = 0;
    for (let end = data.indexOf(10, start); end >= 0; end = data.indexOf(10, start)) {
      if (end - start > limits.maxRowBytes) throw rowTooLarge(limits as UnpackLimits);
      yield data.toString('utf8', start, end).replace(/\r$/, '');
      start = end + 1;
    }
    if (data.length - start > limits.maxRowBytes) throw rowTooLarge(limits as UnpackLimits);
    rest = Buffer.from(data.subarray(start));
  }
  if (rest.length) yield rest.toString('utf8').replace(/\r$/, '');
}
