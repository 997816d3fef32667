import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emptyValues } from '../lib/values';
import { ConfidentialStep } from './confidential-step';

const render = (acceptBackupOffers: boolean) =>
  renderToStaticMarkup(
    <ConfidentialStep
      businessId={1}
      values={{ ...emptyValues, acceptBackupOffers }}
      errors={{}}
      set={() => undefined}
      documents={[]}
      onDocuments={() => undefined}
      DocumentManager={() => null}
    />,
  );

describe('the confidential step of the listing form', () => {
  it('has the back-up offers checkbox, labelled and checked as stored (decision 171)', () => {
    for (const checked of [true, false]) {
      const html = render(checked);
      const box = /<button[^>]*id="accept-backup-offers"[^>]*>/.exec(html)?.[0] ?? '';
      expect(box).toContain('role="checkbox"');
      expect(box).toContain(`aria-checked="${checked}"`);
      expect(html).toMatch(
        /<label for="accept-backup-offers"[^>]*>Aceptar ofertas de respaldo mientras está reservado<\/label>/,
      );
    }
  });
});
