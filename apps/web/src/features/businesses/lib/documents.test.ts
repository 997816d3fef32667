import { describe, expect, it } from 'vitest';
import { normaliseDocuments } from './documents';

describe('normaliseDocuments', () => {
  it('accepts ids, URLs and {id,name}', () => {
    expect(normaliseDocuments(7, ['abc', { id: 'd2', name: 'Balance.pdf' }, '/files/x.pdf', null])).toEqual([
      { id: 'abc', name: 'Documento 1', href: '/api/businesses/7/documents/abc' },
      { id: 'd2', name: 'Balance.pdf', href: '/api/businesses/7/documents/d2' },
      { id: 'x', name: 'Documento 3', href: '/files/x.pdf' },
    ]);
    expect(normaliseDocuments(7, undefined)).toEqual([]);
    expect(normaliseDocuments(9, ['623da2a1-ee99-4756-bb63-077998e8fb5b/Balance 2025.pdf'])).toEqual([
      {
        id: '623da2a1-ee99-4756-bb63-077998e8fb5b',
        name: 'Balance 2025.pdf',
        href: '/api/businesses/9/documents/623da2a1-ee99-4756-bb63-077998e8fb5b',
      },
    ]);
  });
});
