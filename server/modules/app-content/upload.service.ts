/** Images for launch screens and banners, through the file-store adapter: checked, hashed, stored by content. */
import { createHash } from 'node:crypto';
import { APP_IMAGE_PREFIX, extensionOf, IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, IMAGE_MIN_BYTES, MD5_CHUNK_BYTES } from '../../../common/app-content/upload';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { validationError } from '../../core/errors';

/** The picture formats accepted, told by their first bytes (not by the name the browser sends). */
const SIGNATURES: { type: string; test: (b: Buffer) => boolean }[] = [
  { type: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  { type: 'image/webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/** md5 of the whole file, read in 10 MB chunks as the spec's upload does. */
export function md5InChunks(bytes: Buffer, chunk = MD5_CHUNK_BYTES): string {
  const hash = createHash('md5');
  for (let offset = 0; offset < bytes.length; offset += chunk) hash.update(bytes.subarray(offset, offset + chunk));
  return hash.digest('hex');
}

export interface UploadInput {
  fileName: string;
  dataBase64: string;
  md5?: string;
}

export async function uploadImage(deps: Deps, input: UploadInput, actor: Actor) {
  const ext = extensionOf(input.fileName);
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(ext)) throw validationError('appContent:errors.imageExtension', { extensions: IMAGE_EXTENSIONS.join(', ') });
  const bytes = Buffer.from(input.dataBase64, 'base64');
  if (bytes.length < IMAGE_MIN_BYTES || bytes.length > IMAGE_MAX_BYTES) throw validationError('appContent:errors.imageSize');
  const kind = SIGNATURES.find((s) => s.test(bytes));
  if (!kind) throw validationError('appContent:errors.imageOnly');
  const md5 = md5InChunks(bytes);
  if (input.md5 && input.md5.toLowerCase() !== md5) throw validationError('appContent:errors.md5Mismatch');
  const key = `${APP_IMAGE_PREFIX}${md5}.${ext === 'jpeg' ? 'jpg' : ext}`;
  await deps.files.put(key, { bytes, contentType: kind.type });
  await recordAudit(deps.db, actor, { action: 'upload', entity: 'appImage', entityId: md5, after: { key, md5, size: bytes.length, fileName: input.fileName } });
  return { key, md5, size: bytes.length, contentType: kind.type };
}
