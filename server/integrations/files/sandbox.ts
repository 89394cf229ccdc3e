/**
 * Sandbox file stores: on disk under DATA_DIR/files for the running product (staff can open the files
 * there), in memory for tests. Keys are relative paths made by the server, never by a client.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore, StoredFile } from './file-store.adapter';

const SAFE_KEY = /^[\w-]+(\/[\w.-]+)*$/;

function checkKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe file key ${key}`);
}

export function createDiskFileStore(root: string): FileStore {
  return {
    name: 'sandbox-disk',
    async put(key, file) {
      checkKey(key);
      const target = path.join(root, key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, file.bytes);
      await writeFile(`${target}.type`, file.contentType);
    },
    async get(key) {
      checkKey(key);
      const target = path.join(root, key);
      try {
        return { bytes: await readFile(target), contentType: (await readFile(`${target}.type`, 'utf8')).trim() };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

export function createMemoryFileStore(): FileStore {
  const files = new Map<string, StoredFile>();
  return {
    name: 'sandbox-memory',
    async put(key, file) {
      checkKey(key);
      files.set(key, file);
    },
    async get(key) {
      return files.get(key) ?? null;
    },
  };
}
