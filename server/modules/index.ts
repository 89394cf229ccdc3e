/**
 * Every module's routes, found on disk: a folder here that holds `<folder>.module.ts` is a module, and that file
 * exports its `routes`. Folders without one (bill, ledger, …) are libraries the modules share. Modules load in
 * folder-name order, so every start registers the same routes in the same order.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RouteDef } from '../core/route';

const modulesDir = path.dirname(fileURLToPath(import.meta.url));

export interface ServerModule {
  /** The folder name, as route-table rows name it. */
  name: string;
  routes: readonly RouteDef[];
}

export const moduleFile = (name: string) => path.join(modulesDir, name, `${name}.module.ts`);

async function loadModule(name: string): Promise<ServerModule> {
  const exports = await import(pathToFileURL(moduleFile(name)).href) as { routes?: unknown };
  if (!Array.isArray(exports.routes)) throw new Error(`Module ${name}: ${name}.module.ts must export its routes`);
  return { name, routes: exports.routes as RouteDef[] };
}

async function discover(): Promise<readonly ServerModule[]> {
  const names = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(moduleFile(entry.name)))
    .map((entry) => entry.name)
    .sort();
  return Promise.all(names.map(loadModule));
}

let modules: Promise<readonly ServerModule[]> | undefined;

/** The modules, read once per process (every app the tests build shares them). */
export function loadModules(): Promise<readonly ServerModule[]> {
  modules ??= discover();
  return modules;
}

export async function loadRoutes(): Promise<readonly RouteDef[]> {
  return (await loadModules()).flatMap((m) => m.routes);
}
