import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CookieConsent, cookieButtonHidden } from './cookie-consent';

function render(path: string) {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <CookieConsent />
    </MemoryRouter>,
  );
}

describe('the floating cookie button', () => {
  it('reads «Cookies» on phones and «Preferencias de cookies» wider, its name for screen readers', () => {
    const html = render('/businesses');
    const button = html.match(/<button[^>]*>.*?<\/button>/)?.[0] ?? '';
    expect(button).toContain('aria-label="Preferencias de cookies"');
    expect(button).toContain('<span class="sm:hidden">Cookies</span>');
    expect(button).toContain('<span class="max-sm:hidden">Preferencias de cookies</span>');
  });

  it('is on screen from the start, and steps aside on phones when the page has a fixed bottom bar', () => {
    const html = render('/businesses/cafeteria');
    expect(html).toContain('max-md:[body:has([data-bottom-bar])_&amp;]:hidden');
    // In the server's HTML too: nothing to wait for (no footer in view needed).
    const classes = html.match(/<button[^>]*class="([^"]*)"/)?.[1]?.split(' ') ?? [];
    expect(classes).toContain('fixed');
    expect(classes).not.toContain('hidden');
  });

  it('is not on the messages screens, where it would sit on the composer', () => {
    expect(cookieButtonHidden('/messages')).toBe(true);
    expect(cookieButtonHidden('/messages/42')).toBe(true);
    expect(cookieButtonHidden('/businesses/42')).toBe(false);
    expect(render('/messages/42')).not.toContain('Preferencias de cookies');
  });
});
