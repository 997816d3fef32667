// Every action the server writes to the audit log has a Spanish label for the admin's screen
// (packages/shared/src/audit-log.ts): read from the sources, so a new action without one fails here.
import fs from 'node:fs';
import path from 'node:path';
import { auditActionLabel, auditActionLabels } from '@traspasa/shared/audit-log';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('audit log labels', () => {
  it('names in Spanish every action recorded by recordAudit or a service log call', () => {
    const recorded = new Set<string>();
    for (const file of sources(SRC)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [, action] of text.matchAll(/action: '([a-z_]+\.[a-z_]+)'/g)) recorded.add(action!);
      for (const [, action] of text.matchAll(/this\.log\(\s*tx,\s*\w+,\s*'([a-z_]+\.[a-z_]+)'/g)) {
        recorded.add(action!);
      }
    }
    for (const action of ['business.reserve', 'business.release_reservation', 'business.close_deal']) {
      expect(recorded, action).toContain(action);
    }
    const missing = [...recorded].filter((a) => !(a in auditActionLabels));
    expect(missing).toEqual([]);
    expect(auditActionLabel('business.close_deal')).toBe('Cerró la venta de un negocio reservado');
  });
});
