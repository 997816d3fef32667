/**
 * Watermark benchmark (decision 173): a generated 40-page PDF (text on every page, like a
 * scanned-to-text financial statement) and a 4000×3000 photo-like JPEG, each watermarked for a
 * buyer with 10 copies at once (10 concurrent downloads), for N rounds, in this process — the
 * work the view and download routes do per request. Prints p50/p95/max per kind against the
 * targets, and a JSON object as the last line. docs/benchmarks/watermark.md.
 *
 *   npm run bench:watermark -- --rounds 10 --concurrency 10
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { newTraceId } from '../src/modules/data-room/data-room.rules.ts';
import {
  prepareImage,
  type WatermarkStamp,
  watermarkImage,
  watermarkPdf,
} from '../src/modules/data-room/watermark.ts';
import { fmt, percentile, printTable, round, verdict } from './report.ts';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '10' },
    pages: { type: 'string', default: '40' },
  },
});
const ROUNDS = Number(args.rounds);
const CONCURRENCY = Number(args.concurrency);
const PAGES = Number(args.pages);
const TARGETS = { pdf: 1500, photo: 400 };

async function samplePdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= pages; p++) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(`Estado de resultados 2025 — página ${p}`, { x: 56, y: 780, size: 16, font });
    for (let line = 0; line < 45; line++) {
      page.drawText(
        `Cuenta ${String(line + 1).padStart(3, '0')}  Ventas netas del periodo  ${(12_345.67 * (line + p)).toFixed(2)}`,
        { x: 56, y: 740 - line * 15, size: 10, font, color: rgb(0.1, 0.1, 0.1) },
      );
    }
  }
  return doc.save();
}

/** A photo-like 4000×3000 JPEG: a gradient under noise, so it compresses like a real picture. */
async function samplePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  })
    .png()
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g">` +
      `<stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return sharp(gradient)
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

const stamp = (): WatermarkStamp => ({
  buyerName: 'María José Ñáñez Villacís',
  documentLast4: '0345',
  at: new Date(),
  reference: 'TR-000123',
  traceId: newTraceId(),
});

async function measure(kind: 'pdf' | 'photo', run: () => Promise<unknown>) {
  const latencies: number[] = [];
  const cpuStart = process.cpuUsage();
  const wallStart = performance.now();
  for (let r = 0; r < ROUNDS; r++) {
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        const start = performance.now();
        await run();
        latencies.push(performance.now() - start);
      }),
    );
  }
  latencies.sort((a, b) => a - b);
  const p95 = percentile(latencies, 95);
  const cpu = process.cpuUsage(cpuStart);
  const wall = performance.now() - wallStart;
  return {
    kind,
    samples: latencies.length,
    // CPU of this process (every thread) per copy, and the share of the 2 cores it got: on a
    // shared machine the latencies grow with the others' load, the CPU per copy does not.
    cpuMsPerCopy: round((cpu.user + cpu.system) / 1000 / latencies.length),
    coresUsed: round((cpu.user + cpu.system) / 1000 / wall),
    p50: round(percentile(latencies, 50)),
    p95: round(p95),
    max: round(latencies.at(-1) ?? Number.NaN),
    target: TARGETS[kind],
    pass: p95 <= TARGETS[kind],
  };
}

const pdf = await samplePdf(PAGES);
const photo = await samplePhoto();
// The upload prepares the photo once (oriented, at most 1600 px, decision 173); each copy stamps that.
const prepareStart = performance.now();
const prepared = await prepareImage(photo);
const prepareMs = round(performance.now() - prepareStart);
// One warm-up of each: the first call loads fonts and sharp's codecs.
await watermarkPdf(pdf, stamp());
await watermarkImage(prepared, stamp());

const loadBefore = os.loadavg()[0]!;
const results = [
  await measure('pdf', () => watermarkPdf(pdf, stamp())),
  await measure('photo', () => watermarkImage(prepared, stamp())),
];

console.log(
  `Watermarks: ${PAGES}-page PDF (${(pdf.length / 1024).toFixed(0)} KB) and 4000×3000 JPEG ` +
    `(${(photo.length / 1024 / 1024).toFixed(1)} MB), ${CONCURRENCY} at once × ${ROUNDS} rounds, ` +
    `${os.availableParallelism()} cores, sharp threads ${sharp.concurrency()}; ` +
    `the photo's preparation at upload took ${fmt(prepareMs)} ms (once per version); ` +
    `load average ${fmt(loadBefore, 2)} → ${fmt(os.loadavg()[0]!, 2)}`,
);
printTable(
  ['kind', 'samples', 'p50 ms', 'p95 ms', 'max ms', 'CPU ms/copy', 'cores used', 'target p95', 'pass'],
  results.map((r) => [
    r.kind,
    String(r.samples),
    fmt(r.p50),
    fmt(r.p95),
    fmt(r.max),
    fmt(r.cpuMsPerCopy),
    fmt(r.coresUsed, 2),
    `≤ ${r.target}`,
    verdict(r.pass),
  ]),
);
console.log(
  JSON.stringify({
    bench: 'watermark',
    pages: PAGES,
    concurrency: CONCURRENCY,
    rounds: ROUNDS,
    cores: os.availableParallelism(),
    photoPrepareMs: prepareMs,
    loadAverage: [round(loadBefore), round(os.loadavg()[0]!)],
    results,
  }),
);
