import { describe, expect, it } from 'vitest';
import { normaliseDocuments } from './listing-documents';

describe('normaliseDocuments', () => {
  it('turns the API documents into links, using the url the server gave', () => {
    const id = '623da2a1-ee99-4756-bb63-077998e8fb5b';
    expect(
      normaliseDocuments(9, [
        { id, name: 'Balance 2025.pdf', url: `/api/businesses/9/documents/${id}`, size: 3_565_158 },
        { id: 'b2', name: '', url: '' },
      ]),
    ).toEqual([
      { id, name: 'Balance 2025.pdf', href: `/api/businesses/9/documents/${id}` },
      { id: 'b2', name: 'Documento 2', href: '/api/businesses/9/documents/b2' },
    ]);
    expect(normaliseDocuments(7, undefined)).toEqual([]);
    expect(normaliseDocuments(7, null)).toEqual([]);
  });
});
