// Shared by the proof-of-funds tests (not loaded by the app).
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import type { TestApp } from '../../../test/helpers.ts';

/** A one-page bank certificate whose information dictionary names its author and producer. */
export async function certificatePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setAuthor('Cajero Banco Pichincha 4471');
  doc.setProducer('SistemaBancarioInterno 9.3');
  doc.addPage([595, 842]).drawText('Certificado bancario', { x: 50, y: 780, size: 18 });
  return Buffer.from(await doc.save());
}

/** A phone photo of a statement that still carries where it was taken (EXIF GPS). */
export async function statementPhoto(format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000"><rect width="100%" height="100%" fill="#fff"/><text x="40" y="80" font-size="36">Estado de cuenta</text></svg>`;
  const base = sharp(Buffer.from(svg)).withExif({
    IFD0: { Make: 'CamaraEspia', Model: 'Modelo-GPS-123' },
    IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '0/1 10/1 5000/100' },
  });
  return format === 'png' ? base.png().toBuffer() : base.jpeg().toBuffer();
}

export function fundsForm(
  fields: Record<string, string>,
  file: { data: Buffer; filename: string; type: string } | null,
) {
  const boundary = '----traspasa-funds-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function uploadFunds(
  t: TestApp,
  headers: Record<string, string>,
  band: string,
  file: { data: Buffer; filename: string; type: string } | null,
) {
  const body = fundsForm({ band }, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/funds-verifications',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

export async function uploadPdf(t: TestApp, headers: Record<string, string>, band = '25k_100k') {
  return uploadFunds(t, headers, band, {
    data: await certificatePdf(),
    filename: 'certificado.pdf',
    type: 'application/pdf',
  });
}
