/**
 * Stand-in pictures for demo applications (an ID card, a selfie), drawn as PNG without an image library:
 * coloured bands and deterministic texture, so that the demo's attachments are real files to open.
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = readonly [number, number, number];

/** A width × height picture: a header band, a lighter body with a darker block (photo) and grain. */
export function samplePng(seed: number, kind: 'idFront' | 'selfie', width = 320, height = 200): Buffer {
  const band: Rgb = kind === 'idFront' ? [0, 102, 68] : [60, 60, 70];
  const body: Rgb = kind === 'idFront' ? [232, 240, 228] : [205, 185, 160];
  const block: Rgb = kind === 'idFront' ? [120, 100, 90] : [90, 70, 55];
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let noise = seed >>> 0 || 1;
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x += 1) {
      noise = (noise * 1_103_515_245 + 12_345) >>> 0;
      const grain = (noise >>> 28) - 8;
      const inBlock = x > width * 0.06 && x < width * 0.36 && y > height * 0.3 && y < height * 0.9;
      const colour = y < height * 0.2 ? band : inBlock ? block : body;
      for (let c = 0; c < 3; c += 1) raw[row + 1 + x * 3 + c] = Math.max(0, Math.min(255, colour[c] + grain));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0)),
  ]);
}
