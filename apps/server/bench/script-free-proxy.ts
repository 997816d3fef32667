/**
 * The host's floor for `bench:web --floor` (decision 146): a proxy in front of the server that
 * serves each page's HTML without its scripts — every `<script>` element (the boot loader, the
 * page's data, JSON-LD) and every `modulepreload` link removed — and everything else (styles,
 * font, pictures, headers, compression) exactly as the server sends it. Lighthouse on that page
 * measures what the same markup, stylesheet and pictures cost this host's main thread with no
 * code at all: the part of the Total Blocking Time no change to the app's JavaScript can remove.
 */
import http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { freePort } from '../src/lib/free-port.ts';

type Codec = { decode: (b: Buffer) => Promise<Buffer>; encode: (b: Buffer) => Promise<Buffer> };

const codecs: Record<string, Codec> = {
  identity: { decode: async (b) => b, encode: async (b) => b },
  gzip: { decode: promisify(zlib.gunzip), encode: promisify(zlib.gzip) },
  br: { decode: promisify(zlib.brotliDecompress), encode: promisify(zlib.brotliCompress) },
  deflate: { decode: promisify(zlib.inflate), encode: promisify(zlib.deflate) },
};

/** The page's HTML with no script to run: what the browser shows before any code starts. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

export interface ScriptFreeProxy {
  base: string;
  close: () => Promise<void>;
}

/** Starts the proxy for the server at `upstreamPort` on a free local port. */
export async function startScriptFreeProxy(upstreamPort: number): Promise<ScriptFreeProxy> {
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: `127.0.0.1:${upstreamPort}` },
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const encoding = String(answer.headers['content-encoding'] ?? 'identity');
        const codec = codecs[encoding];
        if (!codec) {
          // Passed on as it came, the page would keep its scripts: a floor that is not one.
          answer.resume();
          res.writeHead(502).end(`script-free proxy: cannot read a page encoded as ${encoding}`);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', async () => {
          try {
            const html = (await codec.decode(Buffer.concat(chunks))).toString('utf8');
            const body = await codec.encode(Buffer.from(withoutScripts(html), 'utf8'));
            const { 'transfer-encoding': _chunked, ...headers } = answer.headers;
            res.writeHead(answer.statusCode ?? 502, { ...headers, 'content-length': String(body.length) });
            res.end(body);
          } catch (err) {
            res.writeHead(502).end(String(err));
          }
        });
      },
    );
    upstream.on('error', (err) => res.writeHead(502).end(String(err)));
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
