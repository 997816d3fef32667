// Per-buyer watermarks of the data room (decision 173): every PDF page and every image a buyer
// receives carries their name, the last 4 digits of their verified cédula, the date and time in
// Ecuador and the deal reference, diagonal and semi-transparent, plus the copy's trace id printed
// small at the foot and hidden in the file (PDF metadata and invisible text; image EXIF).
import { formatShortDateTime } from '@traspasa/shared/dates';
import { degrees, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { toWinAnsi } from '../../lib/pdf/pdf-text.ts';

export const WATERMARK_TIME_ZONE = 'America/Guayaquil';
/** What the hidden copies of the trace id start with, so a leaked file's id is found exactly. */
export const TRACE_MARKER = 'traspasa-trace:';
/** Images are served at most this wide or tall: enough for the viewer, and the watermark stays cheap. */
export const IMAGE_MAX_SIDE = 1600;
const MAX_PIXELS = 40_000_000;

export interface WatermarkStamp {
  buyerName: string;
  /** Last 4 digits of the cédula when the buyer's identity is verified; null otherwise. */
  documentLast4: string | null;
  at: Date;
  /** «TR-000123». */
  reference: string;
  /** «DR-XXXX-XXXX-XXXX»: the copy's row in `data_room_downloads`. */
  traceId: string;
}

/** The watermark's words, the same on PDFs and images. */
export function stampLines(stamp: WatermarkStamp): { name: string; detail: string; foot: string } {
  const when = `${formatShortDateTime(stamp.at, { timeZone: WATERMARK_TIME_ZONE })} (Ecuador)`;
  const name = stamp.documentLast4 ? `${stamp.buyerName} · C.I. ••••${stamp.documentLast4}` : stamp.buyerName;
  return {
    name,
    detail: `${stamp.reference} · ${when}`,
    foot: `Copia ${stamp.traceId} para ${stamp.buyerName} · ${stamp.reference} · ${when} · Traspasa: confidencial, no reenviar`,
  };
}

// ---------- PDF ----------

const WATERMARK_COLOR = rgb(0.72, 0.11, 0.11);
const FOOT_COLOR = rgb(0.2, 0.2, 0.2);

/** Loads a PDF as the watermark will (an encrypted or broken file fails here, at upload). */
export async function loadPdf(data: Uint8Array): Promise<PDFDocument> {
  return PDFDocument.load(data, { updateMetadata: false });
}

/**
 * The PDF with every page stamped for one buyer. The standard Helvetica needs no font file, so
 * nothing is embedded per copy beyond its name; object streams are kept off to save faster.
 */
export async function watermarkPdf(data: Uint8Array, stamp: WatermarkStamp): Promise<Uint8Array> {
  const doc = await loadPdf(data);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const lines = stampLines(stamp);
  const text = { name: toWinAnsi(lines.name), detail: toWinAnsi(lines.detail), foot: toWinAnsi(lines.foot) };
  for (const page of doc.getPages()) stampPage(page, text, bold, regular, stamp.traceId);
  doc.setKeywords([`${TRACE_MARKER}${stamp.traceId}`]);
  doc.setSubject(`${TRACE_MARKER}${stamp.traceId} · ${toWinAnsi(stamp.buyerName)} · ${stamp.reference}`);
  doc.setProducer('Traspasa');
  return doc.save({ useObjectStreams: false, updateFieldAppearances: false });
}

function stampPage(
  page: PDFPage,
  text: { name: string; detail: string; foot: string },
  bold: PDFFont,
  regular: PDFFont,
  traceId: string,
) {
  const box = page.getCropBox();
  const { x, y, width, height } = box;
  const angle = Math.atan2(height, width);
  const diagonal = Math.hypot(width, height);
  // The name fills at most 60 % of the diagonal, between 14 and 54 points.
  const nameSize = clamp((diagonal * 0.6) / Math.max(1, bold.widthOfTextAtSize(text.name, 1)), 14, 54);
  const detailSize = clamp(nameSize * 0.5, 10, 26);
  const cx = x + width / 2;
  const cy = y + height / 2;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const drawCentered = (line: string, font: PDFFont, size: number, offset: number) => {
    const w = font.widthOfTextAtSize(line, size);
    // Start point so that the rotated line is centred, `offset` points below the diagonal.
    const sx = cx - (w / 2) * cos + offset * sin;
    const sy = cy - (w / 2) * sin - offset * cos;
    page.drawText(line, {
      x: sx,
      y: sy,
      size,
      font,
      color: WATERMARK_COLOR,
      opacity: 0.2,
      rotate: degrees((angle * 180) / Math.PI),
    });
  };
  drawCentered(text.name, bold, nameSize, 0);
  drawCentered(text.detail, bold, detailSize, nameSize * 0.9);
  drawCentered(text.detail, bold, detailSize, -nameSize * 1.1);

  // The trace id printed small at the foot: it survives printing, screenshots and re-saving.
  const footSize = clamp(width / 110, 5, 7);
  let foot = text.foot;
  while (foot.length > 20 && regular.widthOfTextAtSize(foot, footSize) > width - 24) foot = foot.slice(0, -2);
  page.drawText(foot, {
    x: x + 12,
    y: y + 8,
    size: footSize,
    font: regular,
    color: FOOT_COLOR,
    opacity: 0.7,
  });
  // And hidden: invisible text a text extraction still finds, even if the foot is cropped away.
  page.drawText(`${TRACE_MARKER}${traceId}`, { x: x + 2, y: y + 2, size: 1, font: regular, opacity: 0 });
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

// ---------- images ----------

const xml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** The overlay of an image `width`×`height`: the diagonal stamp repeated, and the foot band. */
function overlaySvg(width: number, height: number, stamp: WatermarkStamp): Buffer {
  const lines = stampLines(stamp);
  const angle = (-Math.atan2(height, width) * 180) / Math.PI;
  const diagonal = Math.hypot(width, height);
  const size = Math.round(clamp((diagonal * 0.7) / Math.max(1, lines.name.length * 0.6), 16, 120));
  const detail = Math.round(size * 0.5);
  const footSize = Math.round(clamp(width / 90, 10, 22));
  const band = Math.round(footSize * 1.9);
  const cx = width / 2;
  const cy = height / 2;
  // Three rows across the picture, a third of its shorter side apart.
  const gap = Math.max(size * 2.5, Math.min(width, height) * 0.33);
  const rows = [-1, 0, 1]
    .map((k) => {
      const dy = k * gap;
      return (
        `<text x="${cx}" y="${cy + dy}" font-size="${size}" font-weight="700">${xml(lines.name)}</text>` +
        `<text x="${cx}" y="${cy + dy + size * 0.9}" font-size="${detail}" font-weight="700">${xml(lines.detail)}</text>`
      );
    })
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<g transform="rotate(${angle.toFixed(2)} ${cx} ${cy})" fill="#b91c1c" fill-opacity="0.28" ` +
      `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" text-anchor="middle">${rows}</g>` +
      `<rect x="0" y="${height - band}" width="${width}" height="${band}" fill="#ffffff" fill-opacity="0.75"/>` +
      `<text x="${Math.round(footSize * 0.6)}" y="${height - Math.round(band * 0.32)}" font-size="${footSize}" ` +
      `font-family="DejaVu Sans Mono, Liberation Mono, monospace" fill="#1e293b">${xml(lines.foot)}</text>` +
      `</svg>`,
  );
}

/**
 * An uploaded image made ready to serve, once, at upload: EXIF orientation applied, at most
 * IMAGE_MAX_SIDE on its longer side (JPEG sources shrink while decoding), transparency on white,
 * every piece of metadata (GPS included) dropped. Each copy then only decodes this smaller JPEG.
 */
export async function prepareImage(data: Buffer): Promise<Buffer> {
  return sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .jpeg({ quality: 88 })
    .toBuffer();
}

/**
 * A prepared image (`prepareImage`) stamped for one buyer, as JPEG. The overlay is blended here
 * rather than by sharp's `composite`, which works on every pixel in floating point and took
 * 40 % more CPU (decision 173); only the overlay's non-transparent pixels are touched. The trace
 * id is printed in the foot band and written in the EXIF description.
 */
export async function watermarkImage(prepared: Buffer, stamp: WatermarkStamp): Promise<Buffer> {
  const { data: pixels, info } = await sharp(prepared, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const overlay = await sharp(overlaySvg(width, height, stamp))
    .ensureAlpha()
    .raw()
    .toBuffer();
  blendOver(pixels, overlay, width * height);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({
      IFD0: {
        ImageDescription: `${TRACE_MARKER}${stamp.traceId}`,
        Copyright: `Traspasa ${stamp.reference}: copia para ${toWinAnsi(stamp.buyerName)}`,
      },
    })
    .jpeg({ quality: 82, optimiseCoding: false })
    .toBuffer();
}

/** `rgb` (3 bytes a pixel) under `rgba` (4, not premultiplied), in place: rgb += (overlay − rgb) × alpha. */
function blendOver(rgb: Buffer, rgba: Buffer, pixels: number) {
  for (let i = 0; i < pixels; i++) {
    const alpha = rgba[i * 4 + 3]!;
    if (alpha === 0) continue;
    const k = alpha / 255;
    const p = i * 3;
    const q = i * 4;
    rgb[p] = rgb[p]! + (rgba[q]! - rgb[p]!) * k;
    rgb[p + 1] = rgb[p + 1]! + (rgba[q + 1]! - rgb[p + 1]!) * k;
    rgb[p + 2] = rgb[p + 2]! + (rgba[q + 2]! - rgb[p + 2]!) * k;
  }
}
