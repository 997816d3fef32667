import type { Nda, NdaEvent } from '@traspasa/shared/ndas';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { NdaEvidenceFields } from './nda-evidence-fields';
import { NdaTimeline } from './nda-timeline';

// The reader is in Quito: the plain text speaks their time, the fold the server's (UTC).
const zoneBefore = process.env.TZ;
process.env.TZ = 'America/Guayaquil';
afterAll(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

const HASH = 'a3f1c9e07b5d2468ace13579bdf02468ace13579bdf02468ace13579bdf02468';
const UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const nda = {
  id: 42,
  businessId: 7,
  userId: 9,
  status: 'signed',
  enhancedSignatureStatus: 'no_requerida',
  enhancedSignatureMethod: null,
  enhancedSignatureProvider: null,
  enhancedSignatureDocumentId: null,
  enhancedSignatureCompletedAt: null,
  documentsUploadedAt: null,
  documentDownloadedAt: null,
  documentVersion: '1.0',
  documentHash: HASH,
  firmadoPor: 'Ana Lucía Peñafiel',
  clickwrapAcceptedAt: '2026-11-21T15:02:00.000Z',
  clickwrapAcceptedAtLocal: '2026-11-21T10:02:00-05:00',
  signedAt: '2026-11-21T15:02:00.000Z',
  ipAddress: '203.0.113.9',
  userAgent: UA,
  createdAt: '2026-11-21T15:00:00.000Z',
} as unknown as Nda;

const events = [
  {
    id: 1,
    eventType: 'accepted',
    createdAt: '2026-11-21T15:02:00.000Z',
    actorName: 'Ana Lucía Peñafiel',
    ipAddress: '203.0.113.9',
    userAgent: UA,
    metadata: {},
    hash: HASH.split('').reverse().join(''),
  },
] as unknown as NdaEvent[];

/** The markup split at the fold: what shows at first, and what "Ver detalles técnicos" holds. */
function split(html: string) {
  const folds = [...html.matchAll(/<details[^>]*>([\s\S]*?)<\/details>/g)];
  let main = html;
  for (const [whole] of folds) main = main.replace(whole, '');
  const text = (s: string) => s.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  return {
    main: text(main),
    folds: folds.map(([whole, inner]) => ({
      tag: whole.slice(0, whole.indexOf('>') + 1),
      text: text(inner!),
    })),
  };
}

describe('"Ver detalles técnicos" in the evidence', () => {
  it('says who signed, when (zone named) and how in plain words; hash, IP, browser and raw id are folded, closed', () => {
    const { main, folds } = split(renderToStaticMarkup(<NdaEvidenceFields nda={nda} wide />));
    expect(main).toContain('Ana Lucía Peñafiel');
    expect(main).toContain('21 de noviembre de 2026, 10:02 (hora de Ecuador)');
    expect(main).toContain('Firma electrónica aceptada en la web');
    for (const technical of [HASH, '203.0.113.9', UA, 'SHA-256', 'UTC', 'T10:02:00']) {
      expect(main).not.toContain(technical);
    }
    expect(folds).toHaveLength(1);
    const [fold] = folds;
    // Closed by default: no `open` attribute; the summary is what Tab reaches.
    expect(fold!.tag).toBe('<details class="group rounded-lg border bg-muted/40 text-sm">');
    expect(fold!.text).toContain('Ver detalles técnicos');
    expect(fold!.text).toContain(HASH);
    expect(fold!.text).toContain('203.0.113.9');
    expect(fold!.text).toContain('Chrome 126');
    expect(fold!.text).toContain('21 de noviembre de 2026, 15:02 (hora UTC)');
    expect(fold!.text).toContain('21 de noviembre de 2026, 10:02 (UTC−05:00)');
    expect(fold!.text).toContain('Acuerdo n.º 42');
  });

  it('lists the events plainly and keeps their server time, IP, browser and chain hash in a closed fold', () => {
    const { main, folds } = split(renderToStaticMarkup(<NdaTimeline events={events} />));
    expect(main).toContain('Aceptación en la web');
    expect(main).toContain('Ana Lucía Peñafiel');
    expect(main).toContain('21 de noviembre de 2026, 10:02 (hora de Ecuador)');
    expect(main).not.toContain('203.0.113.9');
    expect(main).not.toContain(events[0]!.hash);
    expect(main).not.toContain('Chrome');
    expect(folds).toHaveLength(1);
    expect(folds[0]!.tag).not.toContain('open');
    expect(folds[0]!.text).toContain('Ver detalles técnicos del registro');
    expect(folds[0]!.text).toContain('203.0.113.9');
    expect(folds[0]!.text).toContain(events[0]!.hash);
    expect(folds[0]!.text).toContain('15:02 (hora UTC)');
  });
});
