import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditActionKey, auditEntityKey } from './audit-labels';

const ROOT = path.resolve(__dirname, '../../..');
const locale = (lng: string) => JSON.parse(readFileSync(path.join(ROOT, `public/locales/${lng}/common.json`), 'utf8')) as Record<string, unknown>;
const lookup = (tree: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

function serverSources(dir = path.join(ROOT, 'server')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return serverSources(full);
    return d.name.endsWith('.ts') && !d.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The literal actions and entities of every recordAudit call (both sides of a ternary, not its condition's operand); template literals are not read. */
function auditedLiterals() {
  const actions = new Set<string>();
  const entities = new Set<string>();
  for (const file of serverSources()) {
    const text = readFileSync(file, 'utf8');
    for (const call of text.matchAll(/recordAudit\(/g)) {
      const args = text.slice(call.index, call.index + 400);
      const literals = (field: string) => [...(new RegExp(`\\b${field}:\\s*([^,}]+)`).exec(args)?.[1].matchAll(/(?<!===\s)'([a-zA-Z.:]+)'/g) ?? [])].map((m) => m[1]);
      for (const action of literals('action')) actions.add(action);
      for (const entity of literals('entity')) entities.add(entity);
    }
  }
  return { actions: [...actions], entities: [...entities] };
}

describe('audit labels (Home recent activity)', () => {
  const { actions, entities } = auditedLiterals();

  it('finds the audited actions', () => {
    expect(actions.length).toBeGreaterThan(100);
    expect(actions).toContain('tmApproval.approve');
  });

  it('reads a namespaced action as its area entry', () => {
    expect(auditActionKey('order:actions.approve')).toBe('audit.order.approve');
    expect(auditActionKey('loan.first')).toBe('audit.loan.first');
  });

  for (const lng of ['en', 'zh']) {
    it(`names every audited action and entity in ${lng}`, () => {
      const tree = locale(lng);
      const extra = ['loan.first', 'loan.resend', 'loan.recreate', 'order:actions.approve', 'transfer:actions.payout', 'caseAllocation.allocateFiltered', 'outCollection.outsource', 'merchantBilling.export.recharges'];
      expect([...actions, ...extra].filter((a) => typeof lookup(tree, auditActionKey(a)) !== 'string')).toEqual([]);
      expect(entities.filter((e) => typeof lookup(tree, auditEntityKey(e)) !== 'string')).toEqual([]);
    });
  }
});
