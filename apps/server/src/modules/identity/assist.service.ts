// Assistive checks for identity review (decision 100): read the document number from the front
// photo and the MRZ of passports and ID cards, and say whether they match what was typed.
// The result only informs the reviewer; nothing here approves or rejects a request.
//
// OCR is tesseract.js (WebAssembly in a worker thread, so the event loop is never blocked)
// with the English LSTM model from the `@tesseract.js-data/eng` npm package: nothing is
// fetched and nothing is cached on disk. One worker is created lazily, reused, and used by
// one job at a time; each OCR pass has a time limit, after which the worker is discarded.
// Callers run this off the request path (a background job), and it never throws.
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { IdentityDocumentType } from '@traspasa/shared/identity';
import { parse as parseMrz } from 'mrz';
import sharp from 'sharp';
import Tesseract from 'tesseract.js';

type DocumentReading = {
  /** The text on the front most similar to the typed number, normalised; null when nothing fit. */
  ocrNumber: string | null;
  ocrMatches: boolean | null;
  mrz: { valid: boolean; documentNumber: string | null; nationality: string | null } | null;
  mrzMatches: boolean | null;
};

/** Time limit of one OCR pass (worker start included). */
const OCR_TIMEOUT_MS = 20_000;
/** Decoding limit, as for every uploaded image (a pixel bomb is refused from its header). */
const MAX_INPUT_PIXELS = 40_000_000;
/** Text on an ID photo reads best at about this width (upscaled below it, reduced above MAX). */
const MIN_OCR_WIDTH = 1600;
const MAX_OCR_WIDTH = 2400;
/** Below this luminance spread an image is blank (black, white, a lens cap): no OCR. */
const BLANK_STDEV = 4;

const MRZ_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

/**
 * The folder of the LSTM-only ("best_int", 2.9 MB gzipped) English model shipped inside the
 * npm package, resolved from the package itself so it works wherever npm put node_modules.
 */
function languagePath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

// ---------------------------------------------------------------------------------------
// The OCR worker

type OcrWorker = { api: Tesseract.Worker; thread: Worker | undefined };

let workerPromise: Promise<OcrWorker> | null = null;
let tail: Promise<unknown> = Promise.resolve();

function createOcrWorker(): Promise<OcrWorker> {
  const created: Promise<OcrWorker> = Promise.resolve()
    .then(() =>
      Tesseract.createWorker(
        'eng',
        Tesseract.OEM.LSTM_ONLY,
        {
          langPath: languagePath(),
          gzip: true,
          // Never read or write a cached model (the default would write eng.traineddata into the cwd).
          cacheMethod: 'none',
          cachePath: tmpdir(),
          logger: () => {},
          // Without a handler a failed job is rethrown inside a message listener and kills the process.
          errorHandler: () => {},
        },
        // Dictionaries only hurt on numbers and MRZ lines (they can only be set at start);
        // Tesseract's own messages ("Detected 41 diacritics") go nowhere instead of stdout.
        {
          load_system_dawg: '0',
          load_freq_dawg: '0',
          debug_file: '/dev/null',
        } as Partial<Tesseract.InitOptions>,
      ),
    )
    .then((api) => {
      const thread = (api as unknown as { worker?: Worker }).worker;
      const forget = () => {
        if (workerPromise === created) workerPromise = null;
      };
      // A crashed thread must not become an uncaught 'error' event; the next job starts a new one.
      thread?.on('error', forget);
      thread?.on('exit', forget);
      // An idle worker does not keep the process alive (a job in flight has its timer).
      thread?.unref();
      return { api, thread };
    });
  return created;
}

function getWorker(): Promise<OcrWorker> {
  if (!workerPromise) workerPromise = createOcrWorker();
  return workerPromise;
}

/**
 * Drops the current worker. Its thread is ended directly: tesseract.js's own terminate()
 * leaves a job still being dispatched to post into nothing (an unhandled rejection), and a
 * worker still starting is ended once it has started, without anyone waiting for it.
 */
function discardWorker(): Promise<void> {
  const current = workerPromise;
  workerPromise = null;
  if (!current) return Promise.resolve();
  const ended = current.then(
    async ({ api, thread }) => {
      if (thread) await thread.terminate();
      else await api.terminate();
    },
    () => undefined,
  );
  return ended.catch(() => undefined);
}

/** One job at a time on the single worker (parameters are per job). */
function serial<T>(fn: () => Promise<T>): Promise<T> {
  const run = tail.then(fn, fn);
  tail = run.catch(() => undefined);
  return run;
}

/** Frees the OCR worker (tests, shutdown). */
export async function closeDocumentReader(): Promise<void> {
  await serial(async () => {
    const ended = discardWorker();
    // A worker stuck starting is not waited for longer than this.
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  });
}

/**
 * How Tesseract lays out the page: the number pass reads scattered text (sparse) and, as
 * a second try, the page's own layout (auto); the MRZ pass reads one block of MRZ characters.
 */
type Layout = 'sparse' | 'auto' | 'mrz';
const layouts: Record<Layout, Partial<Tesseract.WorkerParams>> = {
  sparse: { tessedit_pageseg_mode: Tesseract.PSM.SPARSE_TEXT, tessedit_char_whitelist: '' },
  auto: { tessedit_pageseg_mode: Tesseract.PSM.AUTO, tessedit_char_whitelist: '' },
  mrz: { tessedit_pageseg_mode: Tesseract.PSM.SINGLE_BLOCK, tessedit_char_whitelist: MRZ_CHARS },
};

/** The text Tesseract reads in a prepared PNG, or null on error or timeout. */
function ocr(png: Buffer, layout: Layout): Promise<string | null> {
  return serial(async () => {
    let timer: NodeJS.Timeout | undefined;
    const work = (async () => {
      const { api } = await getWorker();
      await api.setParameters(layouts[layout]);
      const result = await api.recognize(png);
      return result.data.text ?? '';
    })();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('OCR time limit')), OCR_TIMEOUT_MS);
    });
    try {
      return await Promise.race([work, timeout]);
    } catch {
      // Timed out or failed: the worker's state is unknown, start afresh next time.
      work.catch(() => undefined);
      void discardWorker();
      return null;
    } finally {
      clearTimeout(timer);
    }
  });
}

// ---------------------------------------------------------------------------------------
// Images

type Oriented = { data: Buffer; width: number; height: number };

/**
 * The tilt of the text in a photo, in degrees (clockwise positive, up to ±15°): ink (pixels
 * darker than their surroundings) is projected onto the vertical at each angle, and text
 * lines stack up sharpest, with the most ink in the fewest rows, at the angle they lie.
 */
async function tiltOf(data: Buffer, width: number): Promise<number> {
  const small = sharp(data)
    .resize({ width: Math.min(width, 800) })
    .toColourspace('b-w')
    .normalise();
  const [pixels, surroundings] = await Promise.all([
    small.clone().raw().toBuffer({ resolveWithObject: true }),
    small.clone().blur(6).raw().toBuffer(),
  ]);
  const { width: w, height: h, channels } = pixels.info;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * channels;
      if (pixels.data[i]! + 24 < surroundings[i]!) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < 200) return 0;
  const step = Math.max(1, Math.floor(xs.length / 40_000));
  const rows = new Int32Array(w + h + 2);
  const sharpness = (degrees: number) => {
    const sin = Math.sin((degrees * Math.PI) / 180);
    const cos = Math.cos((degrees * Math.PI) / 180);
    rows.fill(0);
    for (let k = 0; k < xs.length; k += step) rows[Math.round(ys[k]! * cos - xs[k]! * sin) + w]! += 1;
    let sum = 0;
    for (const count of rows) sum += count * count;
    return sum;
  };
  let best = { degrees: 0, score: sharpness(0) };
  const tryAngle = (degrees: number) => {
    const score = sharpness(degrees);
    if (score > best.score) best = { degrees, score };
  };
  for (let d = -15; d <= 15; d += 1) tryAngle(d);
  const coarse = best.degrees;
  for (let d = coarse - 0.8; d <= coarse + 0.8; d += 0.2) tryAngle(Math.round(d * 10) / 10);
  return best.degrees;
}

/** Decoded, upright, straightened and grey, or null when unreadable or blank. */
async function orient(image: Buffer): Promise<Oriented | null> {
  try {
    let { data, info } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      // Nothing larger than OCR uses is carried through the later steps.
      .resize({ width: MAX_OCR_WIDTH, height: MAX_OCR_WIDTH, fit: 'inside', withoutEnlargement: true })
      .toColourspace('b-w')
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    if (info.width < 32 || info.height < 32) return null;
    const stats = await sharp(data).stats();
    const spread = stats.channels[0]?.stdev ?? 0;
    if (spread < BLANK_STDEV) return null;
    const tilt = await tiltOf(data, info.width);
    if (Math.abs(tilt) >= 0.4) {
      // The corners are filled with the photo's average grey: white or black ones would
      // pull the contrast stretch and Tesseract's threshold away from the document.
      const grey = Math.round(stats.channels[0]?.mean ?? 128);
      ({ data, info } = await sharp(data)
        .rotate(-tilt, { background: { r: grey, g: grey, b: grey, alpha: 1 } })
        .removeAlpha()
        .toColourspace('b-w')
        .png({ compressionLevel: 1 })
        .toBuffer({ resolveWithObject: true }));
    }
    return { data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/**
 * Two ways of cleaning a photo, tried in turn: a global contrast stretch with sharpening,
 * then local contrast (CLAHE) for uneven light, glare and shadows.
 */
type Variant = 'sharpen' | 'local';

/** A PNG ready for OCR: optionally only the bottom part, scaled to a readable width, cleaned. */
async function prepare(image: Oriented, variant: Variant, bottomFraction = 1): Promise<Buffer | null> {
  try {
    let pipeline = sharp(image.data);
    if (bottomFraction < 1) {
      const height = Math.max(1, Math.round(image.height * bottomFraction));
      pipeline = sharp(
        await pipeline
          .extract({ left: 0, top: image.height - height, width: image.width, height })
          .png({ compressionLevel: 1 })
          .toBuffer(),
      );
    }
    const width =
      image.width < MIN_OCR_WIDTH ? MIN_OCR_WIDTH : image.width > MAX_OCR_WIDTH ? MAX_OCR_WIDTH : null;
    if (width) pipeline = pipeline.resize({ width, kernel: 'lanczos3' });
    pipeline =
      variant === 'sharpen'
        ? pipeline.normalise().sharpen({ sigma: 1 })
        : pipeline.clahe({ width: 64, height: 64, maxSlope: 3 });
    return await pipeline.png({ compressionLevel: 1 }).toBuffer();
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------
// The document number

/** Uppercase, spaces, dots, hyphens and any other separator removed. */
function normaliseNumber(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/** Characters OCR takes for one another on documents (and ICAO check digits often cannot tell apart). */
const LOOKALIKES = ['0ODQ', '1IL|', '2Z', '5S', '6G', '8B'];
/** The digit a lookalike letter stands for. */
const DIGIT_LOOKALIKES: Record<string, string> = Object.fromEntries(
  LOOKALIKES.flatMap((group) => [...group.slice(1)].map((c) => [c, group[0]!])),
);

/** Same length, and every difference is a lookalike pair (1/I/L, 0/O/D/Q, 5/S, 8/B, 2/Z, 6/G). */
function sameUpToLookalikes(read: string, typed: string): boolean {
  if (read.length !== typed.length) return false;
  for (let i = 0; i < read.length; i++) {
    const [a, b] = [read[i]!, typed[i]!];
    if (a !== b && !LOOKALIKES.some((group) => group.includes(a) && group.includes(b))) return false;
  }
  return true;
}

function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

const isDigit = (c: string) => c >= '0' && c <= '9';
const isLetter = (c: string) => c >= 'A' && c <= 'Z';
/** d for digit, a for letter: same shape = same length and same kinds in the same places. */
const shapeOf = (value: string) => value.replace(/[0-9]/g, 'd').replace(/[A-Z]/g, 'a');

/**
 * Pieces of one OCR'd text window that could be a document number: any run between two
 * boundaries (the window's ends, whitespace, punctuation, a change between letters and
 * digits), with dots, hyphens and spaces inside it dropped, of about the typed length.
 */
function piecesOf(raw: string, length: number): string[] {
  const text = raw.toUpperCase();
  const cuts = new Set<number>([0, text.length]);
  for (let i = 1; i < text.length; i++) {
    const before = text[i - 1]!;
    const here = text[i]!;
    const alnumBefore = isDigit(before) || isLetter(before);
    const alnumHere = isDigit(here) || isLetter(here);
    if (alnumBefore !== alnumHere) cuts.add(i);
    else if (alnumBefore && isDigit(before) !== isDigit(here)) cuts.add(i);
  }
  const positions = [...cuts].sort((a, b) => a - b);
  const pieces: string[] = [];
  for (let a = 0; a < positions.length; a++) {
    for (let b = a + 1; b < positions.length; b++) {
      const piece = normaliseNumber(text.slice(positions[a], positions[b]));
      if (piece.length > length + 3) break;
      if (piece.length >= Math.max(3, length - 3)) pieces.push(piece);
    }
  }
  return pieces;
}

/** The reading most similar to the typed number, or null when nothing on the page looks like one. */
type Candidate = { value: string; distance: number; lengthGap: number };

function closestNumber(text: string, typed: string): Candidate | null {
  const target = normaliseNumber(typed);
  if (!target) return null;
  const digitsOnly = /^[0-9]+$/.test(target);
  const targetDigits = target.replace(/[^0-9]/g, '').length;
  const targetShape = shapeOf(target);
  let best: Candidate | null = null;

  const consider = (read: string) => {
    // A reading that differs only by lookalikes is the typed number misread, not another number.
    const value = sameUpToLookalikes(read, target) ? target : read;
    const digits = value.replace(/[^0-9]/g, '').length;
    if (targetDigits > 0 && digits < Math.ceil(targetDigits / 2)) return;
    if (digitsOnly && digits !== value.length) return;
    const distance = levenshtein(value, target);
    // Far from the typed number: kept only if it has exactly the shape of one (a different number).
    if (distance > Math.floor(target.length / 2) && shapeOf(value) !== targetShape) return;
    const lengthGap = Math.abs(value.length - target.length);
    if (!best || distance < best.distance || (distance === best.distance && lengthGap < best.lengthGap)) {
      best = { value, distance, lengthGap };
    }
  };

  for (const line of text.split('\n')) {
    const tokens = line.split(/\s+/).filter(Boolean);
    for (let start = 0; start < tokens.length; start++) {
      for (let size = 1; size <= 3 && start + size <= tokens.length; size++) {
        const window = tokens.slice(start, start + size).join(' ');
        if (normaliseNumber(window).length > 60) break;
        const variants = [window];
        if (digitsOnly) {
          const compact = normaliseNumber(window);
          const digitCount = compact.replace(/[^0-9]/g, '').length;
          // Letters read in place of digits, only in text that is mostly digits already.
          if (digitCount * 2 >= compact.length) {
            variants.push(
              window
                .toUpperCase()
                .split('')
                .map((c) => DIGIT_LOOKALIKES[c] ?? c)
                .join(''),
            );
          }
        }
        for (const variant of variants) for (const piece of piecesOf(variant, target.length)) consider(piece);
      }
    }
  }
  return best as Candidate | null;
}

// ---------------------------------------------------------------------------------------
// The MRZ

type MrzReading = NonNullable<DocumentReading['mrz']> & {
  personalNumber: string | null;
  /** The number's check digit as read (for the lookalike check). */
  numberCheck: string;
};

/** ICAO 9303 check digit: weights 7, 3, 1; digits as themselves, A–Z as 10–35, '<' as 0. */
function checkDigit(value: string): string {
  let sum = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    const n = isDigit(c) ? Number(c) : isLetter(c) ? c.charCodeAt(0) - 55 : 0;
    sum += n * [7, 3, 1][i % 3]!;
  }
  return String(sum % 10);
}

/**
 * Whether the MRZ's number is the typed one: equal, or equal but for lookalikes (1/L, 0/O…)
 * while the typed number also satisfies the MRZ's own check digit (the ICAO digit gives
 * 1, B, L and V the same weight, so a valid MRZ may still hold such a misreading).
 */
function mrzHolds(reading: MrzReading, target: string): boolean {
  if (reading.documentNumber === target) return true;
  if (target.length > 9 || !reading.documentNumber) return false;
  return (
    sameUpToLookalikes(reading.documentNumber, target) &&
    checkDigit(target.padEnd(9, '<')) === reading.numberCheck
  );
}

/** Brings a line to its exact length by widening or narrowing its longest filler run. */
function fitAtRun(line: string, length: number): string {
  const diff = length - line.length;
  if (diff === 0) return line;
  let longest: { index: number; length: number } | null = null;
  for (const run of line.matchAll(/<+/g)) {
    if (!longest || run[0].length > longest.length) longest = { index: run.index, length: run[0].length };
  }
  if (!longest || (diff < 0 && longest.length < -diff)) return fitAtEnd(line, length);
  const end = longest.index + longest.length;
  return diff > 0
    ? line.slice(0, end) + '<'.repeat(diff) + line.slice(end)
    : line.slice(0, end + diff) + line.slice(end);
}

/** Brings a line to its exact length by padding with fillers or cutting at its end. */
function fitAtEnd(line: string, length: number): string {
  return line.length >= length ? line.slice(0, length) : line.padEnd(length, '<');
}

/** Brings a line to its exact length at its start (OCR lost or added the first character). */
function fitAtStart(line: string, length: number): string {
  return line.length >= length ? line.slice(line.length - length) : '<'.repeat(length - line.length) + line;
}

/** How far OCR may miss a line's length (fillers merged or split) before it is not taken for MRZ. */
const LENGTH_SLACK = 4;

/**
 * Candidate MRZ blocks among OCR lines. The lines that carry the check digits anchor a
 * block (TD3 and TD2: the second line; TD1: the first two); the name line only has to be
 * there, and is stood in for when OCR lost it, since no check digit covers it.
 */
function mrzBlocks(text: string): string[][] {
  const lines = text.split('\n').map((line) =>
    line
      .toUpperCase()
      .replace(/[«‹]/g, '<')
      .replace(/[^A-Z0-9<]/g, ''),
  );
  const near = (line: string | undefined, length: number) =>
    line !== undefined && line.length >= 20 && Math.abs(line.length - length) <= LENGTH_SLACK;
  const blocks: string[][] = [];
  const fits = (line: string, length: number) => [
    ...new Set([fitAtRun(line, length), fitAtEnd(line, length), fitAtStart(line, length)]),
  ];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const previous = lines[i - 1];
    for (const length of [44, 36]) {
      // Data line of a passport (TD3) or of a TD2 card: starts with the document number and its check digit.
      if (!near(line, length) || !/[0-9<]/.test(line.slice(0, 10))) continue;
      const code = length === 44 ? 'P' : 'I';
      const read = previous && previous.length >= 10 && previous[0] === code && previous.includes('<');
      if (!read && !line.includes('<')) continue;
      const first = fitAtEnd(read ? previous : `${code}<${line.slice(10, 13)}`, length);
      for (const data of fits(line, length)) blocks.push([first, data]);
    }
    // TD1 (ID cards): document number line, then dates line, then names.
    if (near(line, 30) && near(lines[i + 1], 30) && line.includes('<')) {
      const names = fitAtEnd(lines[i + 2] && lines[i + 2]!.length >= 10 ? lines[i + 2]! : '', 30);
      for (const first of fits(line, 30))
        for (const second of fits(lines[i + 1]!, 30)) blocks.push([first, second, names]);
    }
  }
  return blocks;
}

const clean = (value: string | null | undefined) => {
  const stripped = (value ?? '').replace(/[<\s]/g, '');
  return stripped ? stripped : null;
};

/** The best MRZ reading in a text: the block whose check digits hold, or else the one with most that do. */
function readMrz(text: string): MrzReading | null {
  let best: { reading: MrzReading; score: number } | null = null;
  for (const lines of mrzBlocks(text)) {
    let result: ReturnType<typeof parseMrz>;
    try {
      result = parseMrz(lines, { autocorrect: true });
    } catch {
      continue;
    }
    const checks = result.details.filter((d) => d.field?.endsWith('CheckDigit'));
    const passed = checks.filter((d) => d.valid).length;
    const valid = checks.length > 0 && passed === checks.length;
    // Raw positions when a field failed (the parser then gives null).
    const td1 = result.format === 'TD1';
    const numberField = td1 ? lines[0]!.slice(5, 14) : lines[1]!.slice(0, 9);
    const numberCheck = td1 ? lines[0]![14]! : lines[1]![9]!;
    const rawNationality = td1 ? lines[1]!.slice(15, 18) : lines[1]!.slice(10, 13);
    const personal = td1
      ? [result.fields.optional1, result.fields.optional2]
      : [result.fields.personalNumber, result.fields.optional];
    const reading: MrzReading = {
      valid,
      documentNumber: clean(result.documentNumber ?? result.fields.documentNumber ?? numberField),
      nationality: clean(result.fields.nationality ?? rawNationality),
      personalNumber: clean(personal.find((v) => clean(v)) ?? null),
      numberCheck,
    };
    const score = passed / Math.max(1, checks.length);
    if (valid) return reading;
    if (!best || score > best.score) best = { reading, score };
  }
  // A block with most check digits wrong is noise (or an unreadable MRZ), not a reading.
  return best && best.score >= 0.4 ? best.reading : null;
}

// ---------------------------------------------------------------------------------------

const NOTHING: DocumentReading = { ocrNumber: null, ocrMatches: null, mrz: null, mrzMatches: null };

/** After this long on one document no further pass starts (each pass also has its own limit). */
const DOCUMENT_BUDGET_MS = 60_000;

/** Passes over the front for the number, tried in turn until one reads exactly the typed number. */
const NUMBER_PASSES: [Variant, Layout][] = [
  ['sharpen', 'sparse'],
  ['local', 'auto'],
];
/** Passes over an MRZ band, tried in turn until its check digits hold. */
const MRZ_PASSES: Variant[] = ['sharpen', 'local'];
/** Share of the height at the bottom that holds the MRZ: a passport page, an ID card's back. */
const PASSPORT_BAND = 0.45;
const CARD_BAND = 0.6;

/**
 * Reads the document number (front photo) and the MRZ (passport data page, or the back of an
 * ID card) and compares them with what the person typed. Nulls mean "could not read".
 */
export async function readDocument(
  images: { front: Buffer; back: Buffer | null },
  typed: { documentType: IdentityDocumentType; documentNumber: string },
): Promise<DocumentReading> {
  try {
    const deadline = Date.now() + DOCUMENT_BUDGET_MS;
    const target = normaliseNumber(typed.documentNumber);
    const passport = typed.documentType === 'pasaporte';
    const front = await orient(images.front);
    const back = images.back ? await orient(images.back) : null;
    let number: Candidate | null = null;
    let mrz: MrzReading | null = null;
    const keepMrz = (reading: MrzReading | null) => {
      if (reading && (!mrz || (reading.valid && !mrz.valid))) mrz = reading;
    };

    if (front && target) {
      for (const [variant, layout] of NUMBER_PASSES) {
        if (number?.distance === 0 || Date.now() > deadline) break;
        const png = await prepare(front, variant);
        const text = png ? await ocr(png, layout) : null;
        if (!text) continue;
        const found = closestNumber(text, target);
        if (found && (!number || found.distance < number.distance)) number = found;
        // A passport page's (or a card's) MRZ may already be in the full text.
        keepMrz(readMrz(text));
      }
    }
    // The MRZ band: the bottom of a passport's data page, the bottom of an ID card's back.
    const bands: [Oriented, number][] = [];
    if (passport && front) bands.push([front, PASSPORT_BAND]);
    if (back) bands.push([back, passport ? PASSPORT_BAND : CARD_BAND]);
    for (const [image, fraction] of bands) {
      for (const variant of MRZ_PASSES) {
        if ((mrz as MrzReading | null)?.valid || Date.now() > deadline) break;
        const png = await prepare(image, variant, fraction);
        const text = png ? await ocr(png, 'mrz') : null;
        if (text) keepMrz(readMrz(text));
      }
    }

    const reading = mrz as MrzReading | null;
    let mrzMatches: boolean | null = null;
    if (reading && target) {
      if (mrzHolds(reading, target)) {
        mrzMatches = true;
        reading.documentNumber = target;
      } else if (!passport && reading.personalNumber === target) {
        // National ID cards often carry the personal number in the optional data instead.
        mrzMatches = true;
      } else if (reading.valid) {
        // A mismatch is said only of an MRZ whose check digits hold: a misread one proves nothing.
        mrzMatches = false;
      }
    }
    return {
      ocrNumber: number?.value ?? null,
      ocrMatches: number ? number.value === target : null,
      mrz: reading
        ? { valid: reading.valid, documentNumber: reading.documentNumber, nationality: reading.nationality }
        : null,
      mrzMatches,
    };
  } catch {
    return { ...NOTHING };
  }
}
