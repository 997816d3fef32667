import type { IdentityAssist } from '@traspasa/shared/identity';
import { describe, expect, it } from 'vitest';
import { assistLines } from './assist';

const assist = (over: Partial<IdentityAssist>): IdentityAssist => ({
  status: 'done',
  ocrNumber: null,
  ocrMatches: null,
  mrz: null,
  mrzMatches: null,
  duplicateOfUserId: null,
  ...over,
});
const texts = (a: IdentityAssist, type: 'cedula_ec' | 'pasaporte' = 'cedula_ec') =>
  assistLines(a, type).map((l) => l.text);

describe('assistLines', () => {
  it('says whether the number read matches, does not, or could not be read', () => {
    expect(texts(assist({ ocrNumber: '1710034065', ocrMatches: true }))).toEqual([
      'El número leído en la foto coincide',
    ]);
    const mismatch = assistLines(assist({ ocrNumber: '1710034000', ocrMatches: false }), 'cedula_ec');
    expect(mismatch[0]).toMatchObject({
      tone: 'mismatch',
      text: 'El número leído en la foto no coincide',
      detail: 'Leído en la foto: 1710034000',
    });
    expect(texts(assist({}))).toEqual(['El número no se pudo leer en la foto']);
  });

  it('reports the MRZ of a passport, valid or not, and its match', () => {
    const lines = texts(
      assist({ mrz: { valid: true, documentNumber: 'AB123456', nationality: 'PER' }, mrzMatches: false }),
      'pasaporte',
    );
    expect(lines).toContain('La zona MRZ es válida (sus dígitos de control cuadran)');
    expect(lines).toContain('El número de la MRZ no coincide');
    expect(
      texts(assist({ mrz: { valid: false, documentNumber: null, nationality: null } }), 'pasaporte'),
    ).toContain('La zona MRZ no es válida (sus dígitos de control no cuadran)');
    expect(texts(assist({}), 'pasaporte')).toContain('La zona MRZ del pasaporte no se pudo leer');
  });

  it('puts the duplicate warning first, even while the photos are being read', () => {
    const lines = assistLines(assist({ status: 'pending', duplicateOfUserId: 42 }), 'cedula_ec');
    expect(lines[0]).toMatchObject({ tone: 'warning', text: 'Este documento ya verificó otra cuenta' });
    expect(lines[0]?.detail).toMatch(/42/);
    expect(lines[1]?.text).toBe('Leyendo las fotos…');
  });

  it('says so when the reading failed', () => {
    expect(texts(assist({ status: 'failed' }))).toEqual(['No se pudieron leer las fotos automáticamente']);
  });
});
