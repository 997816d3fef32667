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
  it('is a compact icon named «Preferencias de cookies», with no visible words to spread over the page', () => {
    const html = render('/businesses');
    const button = html.match(/<button[^>]*>.*?<\/button>/)?.[0] ?? '';
    expect(button).toContain('aria-label="Preferencias de cookies"');
    expect(button).toContain('size-11');
    expect(button.replace(/<[^>]+>/g, '').trim()).toBe('');
  });

  it('steps aside on phones when the page has a fixed bottom bar, and waits for the footer to be on screen', () => {
    const html = render('/businesses/cafeteria');
    expect(html).toContain('max-md:[body:has([data-bottom-bar])_&amp;]:hidden');
    // Before the footer is seen (and on the server) it is not shown over the page.
    expect(html.match(/<button[^>]*class="([^"]*)"/)?.[1]?.split(' ')).toContain('hidden');
  });

  it('is not on the messages screens, where it would sit on the composer', () => {
    expect(cookieButtonHidden('/messages')).toBe(true);
    expect(cookieButtonHidden('/messages/42')).toBe(true);
    expect(cookieButtonHidden('/businesses/42')).toBe(false);
    expect(render('/messages/42')).not.toContain('Preferencias de cookies');
  });
});
