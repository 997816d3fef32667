import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('hides reset tokens in absolute and relative URLs and keeps the rest', () => {
    expect(redactUrl('https://traspasa.test/new-password?token=abc123&x=1')).toBe(
      'https://traspasa.test/new-password?token=%5Bredacted%5D&x=1',
    );
    expect(redactUrl('/auth?reset_token=zzz')).toBe('/auth?reset_token=%5Bredacted%5D');
    expect(redactUrl('https://traspasa.test/businesses?q=token')).toBe(
      'https://traspasa.test/businesses?q=token',
    );
  });
});
