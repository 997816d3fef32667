// The production server build (`npm run build`; decision 140): apps/server/src/main.ts and
// everything it imports from this repository — the server and the TypeScript source of
// @traspasa/shared — bundled into dist/main.js, so `npm start` runs plain JavaScript with
// no TypeScript loader. Packages from node_modules stay imports (native modules, worker
// files and data they find next to themselves keep working), resolved at run time.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const serverDir = import.meta.dirname;
// `--outdir <name>`: another folder directly inside apps/server (tests build their own copy);
// src/paths.ts finds apps/server as the bundle's parent folder.
const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' } } });
const outdir = path.join(serverDir, values.outdir);
if (path.dirname(outdir) !== serverDir)
  throw new Error('--outdir must be a folder directly inside apps/server');
fs.rmSync(outdir, { recursive: true, force: true });

const started = Date.now();
const result = await build({
  absWorkingDir: serverDir,
  entryPoints: ['src/main.ts'],
  outfile: path.join(outdir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22.19',
  sourcemap: 'linked',
  // Error names and class names in logs stay those of the source.
  keepNames: true,
  logLevel: 'warning',
  metafile: true,
  plugins: [
    {
      name: 'node-modules-external',
      setup(b) {
        // Bare imports are packages: external, except this repository's own workspace packages.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@traspasa/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
const bytes = fs.statSync(path.join(outdir, 'main.js')).size;
const inputs = Object.keys(result.metafile.inputs).length;
console.log(
  `Servidor compilado: apps/server/${values.outdir}/main.js (${(bytes / 1024).toFixed(0)} KB, ${inputs} archivos) en ${Date.now() - started} ms`,
);
