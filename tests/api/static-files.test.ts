/**
 * The built UI as the server sends it: each file in the brotli or gzip form the build wrote beside it (vite.config.ts)
 * when the browser accepts one, else as it is; hashed assets cached for good, index.html and version.json not.
 * Served from a folder laid out like dist/, so the test needs no build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENS_BY_KEY, screenHtml } from '../../common/routes';
import { buildApp } from '../../server/app';
import { startTestApp, type TestApp } from './harness';

const ASSET = 'assets/index-Ab12Cd34.js';
const assetSource = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "order ${i}" }`).join(', ')}];\n`;
const indexHtml = `<!doctype html><html><head><script type="module" src="/${ASSET}"></script></head><body>${'<div id="root"></div>'.repeat(40)}</body></html>`;
/** A screen's own HTML (scripts/screen-preload.ts writes it; its content does not matter to the server). */
const ordersHtml = indexHtml.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/OrderManagement-Ab12.js"></head>');

let t: TestApp;
let ui: FastifyInstance;
let dir: string;

/** Writes a file and, like the build, its .br and .gz beside it. */
function writeCompressed(file: string, text: string) {
  const full = path.join(dir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  writeFileSync(`${full}.br`, brotliCompressSync(Buffer.from(text)));
  writeFileSync(`${full}.gz`, gzipSync(Buffer.from(text)));
}

beforeAll(async () => {
  t = await startTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'ui-dist-'));
  writeCompressed(ASSET, assetSource);
  writeCompressed('index.html', indexHtml);
  writeCompressed(screenHtml('AuditSystem/OrderManagement'), ordersHtml);
  writeFileSync(path.join(dir, 'version.json'), JSON.stringify({ version: 'test' }));
  ui = await buildApp(t.deps, { distDir: dir });
  await ui.ready();
});
afterAll(async () => {
  await ui?.close();
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) => ui.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('static files', () => {
  it('sends an asset brotli-compressed to a browser that accepts br, smaller, and cached for good', async () => {
    const res = await get(`/${ASSET}`, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(assetSource) / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(assetSource);
  });

  it('falls back to gzip, and to the file as it is for a client that accepts neither', async () => {
    const gzip = await get(`/${ASSET}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(Buffer.byteLength(assetSource) / 4);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(assetSource);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get(`/${ASSET}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(assetSource);
  });

  it('sends index.html compressed and not cached, also as the fallback of a client-side route', async () => {
    for (const url of ['/', '/index.html', '/Login', '/AdminContent/OrderManagement']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(indexHtml);
    }
  });

  it('sends a screen\'s path its own HTML, which preloads its code, and index.html to a screen the build gave none', async () => {
    for (const url of [SCREENS_BY_KEY.get('AuditSystem/OrderManagement')!.path, '/adminContent/auditSystem/orderManagement?status=60']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(ordersHtml);
    }
    const other = await get(SCREENS_BY_KEY.get('OrderDetailAudit/OrderAudit')!.path, 'br');
    expect(brotliDecompressSync(other.rawPayload).toString()).toBe(indexHtml);
  });

  it('does not cache version.json, which the browser polls for a new release', async () => {
    const res = await get('/version.json', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ version: 'test' });
  });
});
