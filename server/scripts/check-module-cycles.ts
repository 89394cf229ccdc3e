/**
 * npm run lint: the modules under server/modules must not depend on each other in a circle. Biome's
 * noImportCycles sees cycles between files; this sees them between module folders (bill → repay → bill
 * through different files), type-only imports included, and names one import of each edge to break.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MODULES = path.resolve(import.meta.dirname, '../modules');
const IMPORT = /(?:^|\s)(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

type Edges = Map<string, Map<string, string>>;

function moduleOf(file: string): string | null {
  const relative = path.relative(MODULES, file);
  const [first, ...rest] = relative.split(path.sep);
  return relative.startsWith('..') || rest.length === 0 ? null : first;
}

function moduleEdges(): Edges {
  const edges: Edges = new Map();
  for (const entry of readdirSync(MODULES, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$/.test(entry)) continue;
    const file = path.join(MODULES, entry);
    const from = moduleOf(file);
    if (!from) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = moduleOf(path.resolve(path.dirname(file), match[1] ?? match[2]));
      if (!to || to === from) continue;
      const out = edges.get(from) ?? new Map<string, string>();
      if (!out.has(to)) out.set(to, `${path.relative(process.cwd(), file)} → ${match[1] ?? match[2]}`);
      edges.set(from, out);
    }
  }
  return edges;
}

/** Strongly connected groups of more than one module (Tarjan). */
function cycles(edges: Edges): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== node);
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

const edges = moduleEdges();
const found = cycles(edges);
for (const group of found) {
  console.error(`Module cycle: ${group.join(' ↔ ')}`);
  for (const from of group) {
    for (const [to, where] of edges.get(from) ?? []) if (group.includes(to)) console.error(`  ${from} → ${to}: ${where}`);
  }
}
if (found.length > 0) process.exit(1);
console.log(`No import cycles between the ${new Set([...edges.keys()]).size} server modules.`);
