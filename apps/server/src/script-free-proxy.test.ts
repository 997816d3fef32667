// `bench:web --floor` (decision 146) measures the host with the page's scripts removed: the
// floor is only honest if nothing but the scripts is gone — same markup, styles, headers and
// compression — and if no script at all is left to run.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScriptFreeProxy, startScriptFreeProxy, withoutScripts } from '../bench/script-free-proxy.ts';

const PAGE = [
  '<!doctype html><html lang="es"><head>',
  '<link rel="stylesheet" href="/assets/index.css">',
  '<link rel="modulepreload" crossorigin href="/assets/vendor-react.js">',
  '<script defer src="/assets/boot.js" data-entry="/assets/index.js"></script>',
  '<script type="application/ld+json">{"@type":"Product"}</script>',
  '</head><body><div id="root"><h1>Panadería en Quito</h1>',
  '<img src="/uploads/a.webp" width="640" height="480" fetchpriority="high"></div>',
  '<script id="traspasa-state" type="application/json">{"queries":[]}</script>',
  '<SCRIPT>alert(1)</SCRIPT >',
  '</body></html>',
].join('');

describe('withoutScripts', () => {
  it('removes every script and module preload and keeps the rest of the page', () => {
    const html = withoutScripts(PAGE);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" href="/assets/index.css">');
    expect(html).toContain('<h1>Panadería en Quito</h1>');
    expect(html).toContain('fetchpriority="high"');
  });
});

describe('the script-free proxy', () => {
  let upstream: http.Server;
  let proxy: ScriptFreeProxy;
  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      if (req.url === '/assets/index.js') {
        res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'max-age=31536000' });
        res.end('console.log(1)');
        return;
      }
      if (req.url === '/zstd') {
        // An encoding the proxy cannot read (compressed or not, it cannot tell).
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'zstd' });
        res.end(PAGE);
        return;
      }
      // The page, brotli-compressed as the server sends it to Lighthouse's Chrome.
      const body = zlib.brotliCompressSync(Buffer.from(PAGE));
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'br',
        'content-security-policy': "script-src 'self'",
      });
      res.end(body);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    proxy = await startScriptFreeProxy((upstream.address() as AddressInfo).port);
  });
  afterAll(async () => {
    await proxy.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('serves the page compressed as the server did, with its headers, and no script in it', async () => {
    const res = await fetch(`${proxy.base}/businesses`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-security-policy')).toBe("script-src 'self'");
    const html = await res.text();
    expect(html).toBe(withoutScripts(PAGE));
    expect(html).toContain('<h1>Panadería en Quito</h1>');
  });

  it('refuses a page it cannot decode rather than pass its scripts on', async () => {
    const res = await fetch(`${proxy.base}/zstd`);
    expect(res.status).toBe(502);
    expect(await res.text()).not.toContain('<script');
  });

  it('passes every other file through unchanged', async () => {
    const res = await fetch(`${proxy.base}/assets/index.js`);
    expect(res.headers.get('cache-control')).toBe('max-age=31536000');
    expect(await res.text()).toBe('console.log(1)');
  });
});
