import { createHash } from 'node:crypto';
import { ndaEventLabels } from '@traspasa/shared/ndas';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { NDA_CONTENT, NDA_TITLE, NDA_VERSION } from '../../../db/seed/nda-text.ts';
import { type CertificatePdfInput, renderCertificatePdf } from './certificate.pdf.ts';
import { expectPageNumbers, readPdf } from './pdf.test-kit.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const HASH = sha256(NDA_CONTENT);
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

function certificateInput(overrides: Partial<CertificatePdfInput> = {}): CertificatePdfInput {
  const at = (m: number) => new Date(Date.UTC(2026, 10, 21, 15, m, 0));
  const types = ['created', 'viewed', 'accepted', 'otp_sent', 'otp_verified', 'signed_electronically'];
  return {
    nda: {
      id: 42,
      status: 'signed',
      enhancedSignatureStatus: 'firmada_electronica',
      enhancedSignatureMethod: 'firmada_electronica',
      documentVersion: NDA_VERSION,
      documentHash: HASH,
      clickwrapAcceptedAt: at(2),
      clickwrapAcceptedAtLocal: '2026-11-21T10:02:00-05:00',
      signedAt: at(5),
      firmadoPor: 'Ana Lucía Peñafiel',
      ipAddress: '203.0.113.9',
      userAgent: CHROME,
    },
    document: { title: NDA_TITLE, version: NDA_VERSION, content: NDA_CONTENT, documentHash: HASH },
    buyer: { fullName: 'Ana Lucía Peñafiel', email: 'ana@example.com', identityVerified: true },
    seller: { fullName: 'José Núñez' },
    business: { id: 7, title: 'Panadería La Espiga', category: 'restaurant', location: 'Quito, Pichincha' },
    events: types.map((eventType, i) => ({
      id: i + 1,
      eventType,
      createdAt: at(i),
      ipAddress: '203.0.113.9',
      userAgent: CHROME,
      actorName: 'Ana Lucía Peñafiel',
      metadata:
        eventType === 'otp_sent'
          ? { sentTo: 'a••••@example.com', codeHash: 'zq81-hash-del-codigo' }
          : eventType === 'viewed'
            ? { shownAs: 'clickwrap', demo: true }
            : eventType === 'created'
              ? { role: 'buyer' }
              : {},
      hash: sha256(`event-${i}`),
    })),
    chainIntact: true,
    generatedAt: new Date('2026-11-23T08:00:00Z'),
    ...overrides,
  };
}

describe('renderCertificatePdf', () => {
  it('carries the parties, the document version and hash, the clickwrap and every event', async () => {
    const input = certificateInput();
    const bytes = await renderCertificatePdf(input);
    const { pages, all } = await readPdf(bytes);

    expect(all).toContain('Certificado de evidencia');
    expect(all).toContain('Acuerdo de confidencialidad n.º 42');
    expect(all).toContain('Estado: Firmado');
    expect(all).toContain('Ana Lucía Peñafiel');
    expect(all).toContain('ana@example.com');
    expect(all).toMatch(/Identidad verificada Sí/);
    expect(all).toContain('José Núñez');
    expect(all).toContain('Panadería La Espiga');
    expect(all).toContain('Restaurantes');
    expect(all).toContain(NDA_VERSION);
    expect(all).toContain(HASH);
    expect(all).toContain('Coinciden');
    // Plain first, in the reader's zone (Ecuador by default), with the zone named.
    const [plain, technical] = all.split(/\d\. Detalles técnicos/) as [string, string];
    expect(plain).toContain(
      'Ana Lucía Peñafiel aceptó este acuerdo el 21 de noviembre de 2026, 10:02 (hora de Ecuador), con firma electrónica aceptada en la web, reforzada con firma electrónica con código por correo.',
    );
    expect(plain).toContain('Aceptado el 21 de noviembre de 2026, 10:02 (hora de Ecuador)');
    for (const word of ['SHA-256', 'UTC', 'clickwrap', '203.0.113.9', HASH, 'T10:02:00']) {
      expect(plain).not.toContain(word);
    }
    // The evidence for specialists after it: server times, the device's, IPs and hashes.
    expect(technical).toContain('21 de noviembre de 2026, 15:02:00 UTC');
    expect(technical).toContain('21 de noviembre de 2026, 10:02 (UTC-05:00)');
    expect(technical).toContain('203.0.113.9');
    expect(technical).not.toContain('2026-11-21T10:02:00-05:00');
    expect(all).toContain('Chrome 126 en Windows');
    expect(all.replace(/\s/g, '')).toContain(CHROME.replace(/\s/g, ''));
    for (const event of input.events) {
      expect(all).toContain(ndaEventLabels[event.eventType as keyof typeof ndaEventLabels]);
      expect(all).toContain(event.hash);
    }
    expect(all).toContain('Registro íntegro: ninguno de los 6 eventos fue alterado ni falta.');
    // Metadata reads in words: no internal keys nor codes in the plain event log.
    expect(plain).not.toMatch(/\b(role|shownAs|demo): /);
    expect(plain).toContain('como: comprador');
    // Secrets in metadata are never printed; the rest is.
    expect(all).not.toContain('zq81-hash-del-codigo');
    expect(all).toContain('a••••@example.com');
    // The annex: the full text.
    expect(all).toContain('Anexo: texto completo del acuerdo');
    expect(all).toContain('ACUERDO DE CONFIDENCIALIDAD Y NO DIVULGACIÓN');
    expectPageNumbers(pages);
    expect(all).toContain('generado el 23 de noviembre de 2026, 03:00 (hora de Ecuador)');

    const doc = await PDFDocument.load(bytes);
    expect(doc.getAuthor()).toBe('Traspasa');
    expect(doc.getTitle()).toContain('Certificado de evidencia');
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-11-23T08:00:00.000Z');
  });

  it('writes the times in the zone of the reader’s country, named', async () => {
    const { all } = await readPdf(
      await renderCertificatePdf(certificateInput({ timeZone: 'America/Mexico_City' })),
    );
    expect(all).toContain(
      'aceptó este acuerdo el 21 de noviembre de 2026, 09:02 (hora del centro de México)',
    );
    expect(all).toContain('las horas se indican en hora del centro de México');
  });

  it('warns when the chain is broken or the text does not match the accepted hash', async () => {
    const bytes = await renderCertificatePdf(
      certificateInput({
        chainIntact: false,
        document: { title: NDA_TITLE, version: NDA_VERSION, content: `${NDA_CONTENT} `, documentHash: HASH },
      }),
    );
    const { all } = await readPdf(bytes);
    expect(all).not.toContain('Registro íntegro');
    expect(all).toContain('Advertencia: la cadena de evidencia no se pudo verificar');
    expect(all).toContain('No coinciden');
  });

  it('paginates 200 events and a 5,000-word text; hostile strings never make it throw', async () => {
    const content = Array.from({ length: 5000 }, (_, i) => `término${i}`).join(' ');
    const weird = 'Nombre 😀 李 → ∑ \u0000 \u202e';
    const input = certificateInput({
      buyer: { fullName: weird, email: 'x@example.com', identityVerified: false },
      seller: { fullName: '🚀🚀🚀' },
      business: { id: 1, title: '東京 Café', category: 'other:Panadería artesanal', location: 'other:' },
      nda: {
        ...certificateInput().nda,
        status: 'pending',
        enhancedSignatureStatus: 'pendiente',
        enhancedSignatureMethod: null,
        userAgent: `Mozilla/5.0 ${'A'.repeat(900)}`,
        clickwrapAcceptedAtLocal: null,
        signedAt: null,
      },
      document: { title: 'Otro', version: '2.0', content, documentHash: sha256(content) },
      events: Array.from({ length: 200 }, (_, i) => ({
        id: i + 1,
        eventType: i === 0 ? 'created' : 'downloaded',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        ipAddress: i % 2 ? '2001:db8::1' : null,
        userAgent: i % 3 ? CHROME : null,
        actorName: i % 5 ? weird : null,
        metadata: { notes: weird, nested: { a: [1, 2] } },
        hash: sha256(String(i)),
      })),
    });
    const bytes = await renderCertificatePdf(input);
    const { pages, all } = await readPdf(bytes);
    expect(pages.length).toBeGreaterThan(20);
    expectPageNumbers(pages);
    expect(all).toContain('Estado: Pendiente');
    expect(all).toMatch(/Identidad verificada No/);
    expect(all).toContain('Panadería artesanal');
    expect(all).toContain('Sistema (Traspasa)');
    expect(all).toContain(sha256('199'));
    expect(all).toContain('término4999');
  });
});
