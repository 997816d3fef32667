// The benchmarks measure the server with production's Node options (decision 140): the
// compiled server's start command is the one source, and every benchmark that runs the app
// in its own process carries the same options in its npm script.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionNodeFlags } from '../bench/production-flags.ts';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const scripts = (file: string) =>
  (JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('production Node options', () => {
  it('reads the options of the start command, in order', () => {
    expect(
      productionNodeFlags(
        'NODE_ENV=production exec node --enable-source-maps --max-semi-space-size=32 dist/main.js',
      ),
    ).toEqual(['--enable-source-maps', '--max-semi-space-size=32']);
    expect(productionNodeFlags('node dist/main.js')).toEqual([]);
    expect(() => productionNodeFlags('node --import tsx src/main.ts')).toThrow(/dist\/main\.js/);
  });

  it('start runs the compiled server with a larger young generation (fewer scavenges under load)', () => {
    expect(productionNodeFlags(scripts('apps/server/package.json').start!)).toContain(
      '--max-semi-space-size=32',
    );
  });

  it('every benchmark that runs the app in its own process passes the same options', () => {
    const flags = productionNodeFlags(scripts('apps/server/package.json').start!).filter(
      (f) => f !== '--enable-source-maps', // the benchmarks run TypeScript through tsx, mapped already
    );
    // bench:web runs Lighthouse; the server it starts gets the options from productionNodeFlags().
    const inProcess = Object.entries(scripts('package.json')).filter(
      ([name]) => (name === 'bench' || name.startsWith('bench:')) && name !== 'bench:web',
    );
    expect(inProcess.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'bench',
        'bench:search',
        'bench:chat',
        'bench:webhooks',
        'bench:admin',
        'bench:alerts',
      ]),
    );
    for (const [name, script] of inProcess) {
      for (const flag of flags) expect(script, name).toContain(` ${flag} `);
    }
  });
});
