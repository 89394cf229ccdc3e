import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../../common/routes';
import type { RouteDef } from '../core/route';
import { loadModules, loadRoutes } from '.';

const modulesDir = path.dirname(fileURLToPath(import.meta.url));

const isRouteList = (value: unknown): value is RouteDef[] =>
  Array.isArray(value) && value.length > 0 && value.every((r) => typeof r?.url === 'string' && typeof r?.handler === 'function');

describe('server modules', () => {
  it('are found in folder-name order, each with routes', async () => {
    const modules = await loadModules();
    const names = modules.map((m) => m.name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('user');
    for (const m of modules) expect(m.routes.length, m.name).toBeGreaterThan(0);
  });

  it('register every route that a *.routes.ts file exports', async () => {
    const registered = new Set(await loadRoutes());
    const files = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.routes.ts'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const exports = await import(pathToFileURL(path.join(modulesDir, file)).href) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) {
        if (!isRouteList(value)) continue;
        const left = value.filter((r) => !registered.has(r)).map((r) => r.url);
        expect(left, `${file} ${name}: add it to its folder's <folder>.module.ts`).toEqual([]);
      }
    }
  });

  it('serve the API path of every route-table row that names them', async () => {
    const modules = new Map((await loadModules()).map((m) => [m.name, m]));
    for (const screen of SCREENS.filter((s) => s.module)) {
      const served = modules.get(screen.module!)?.routes.some((r) => r.url.startsWith(`${screen.api}/`));
      expect(served, `${screen.key}: server/modules/${screen.module} serves ${screen.api}/…`).toBe(true);
    }
  });
});
