import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emptyValues } from '../lib/values';
import { AccessModeFields, fundsRequirementHint } from './access-mode-fields';

describe('the access mode in the listing form (decision 062)', () => {
  it('names the band the asking price falls in, or asks for the price first', () => {
    expect(fundsRequirementHint('80.000')).toContain('«De $25.000 a $100.000» o una mayor');
    expect(fundsRequirementHint('25.000')).toContain('«Hasta $25.000» o una mayor');
    expect(fundsRequirementHint('250.000,50')).toContain('«De $100.000 a $500.000» o una mayor');
    expect(fundsRequirementHint('')).toContain('Escribe el precio en el paso «Números»');
    expect(fundsRequirementHint('80,000.00')).toContain('Escribe el precio');
  });

  it('offers both modes with the current one checked, and the funds switch', () => {
    const html = renderToStaticMarkup(
      <AccessModeFields values={{ ...emptyValues, accessMode: 'approval' }} set={() => undefined} />,
    );
    expect(html).toContain('Acceso inmediato al firmar');
    expect(html).toContain('Yo apruebo cada solicitud');
    const radios = [...html.matchAll(/<input type="radio"[^>]*>/g)].map(([tag]) => ({
      value: /value="([^"]+)"/.exec(tag)?.[1],
      checked: tag.includes('checked=""'),
    }));
    expect(radios).toEqual([
      { value: 'immediate', checked: false },
      { value: 'approval', checked: true },
    ]);
    expect(html).toContain('Solo compradores con fondos verificados pueden firmar el acuerdo');
  });
});
