// The page of the alert mails' unsubscribe link (decision 150): opened from a mail, outside the
// web app, so it is a small self-contained HTML page in Traspasa's look (BRAND.md: teal primary,
// the mark, one type family, 44 px targets) that works without scripts. GET only asks; the
// page's button POSTs to the same address, which is also what a mail client's one-click sends.
import type { FastifyReply } from 'fastify';
import { esc } from './saved-searches.mails.ts';

const DASHBOARD = '/buyer/dashboard';

const MARK = `<svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true"><rect width="64" height="64" rx="14" fill="#115e59"/><path d="M18 24h20l-6-6" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><path d="M46 40H26l6 6" fill="none" stroke="#f59e0b" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

const STYLE = `*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#f8fafc;color:#0f172a;font-family:'Inter Variable',ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.6;-webkit-font-smoothing:antialiased}
header{background:#fff;border-bottom:1px solid #e2e8f0}
.bar{max-width:40rem;margin:0 auto;height:4rem;display:flex;align-items:center;padding:0 1rem}
.brand{display:inline-flex;align-items:center;gap:.5rem;min-height:44px;color:#115e59;font-size:1.25rem;font-weight:700;letter-spacing:-.01em;text-decoration:none}
main{max-width:40rem;margin:0 auto;padding:2rem 1rem 3rem}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 2px rgb(15 23 42 / .05)}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 .75rem;letter-spacing:-.01em}
p{margin:0 0 1rem;color:#475569}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
form{margin:0}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:0 1.25rem;border-radius:.5rem;border:1px solid transparent;font:inherit;font-weight:600;font-size:.9375rem;text-decoration:none;cursor:pointer}
.primary{background:#115e59;color:#fff}
.primary:hover{background:#134e4a}
.secondary{background:#fff;color:#0f172a;border-color:#e2e8f0}
.secondary:hover{background:#f1f5f9}
.button:focus-visible,.brand:focus-visible{outline:2px solid #115e59;outline-offset:2px}
@media (min-width:640px){main{padding-top:4rem}.card{padding:2rem}}`;

interface PageContent {
  title: string;
  paragraphs: string[];
  /** The confirmation button: a POST to this address. */
  confirm?: { action: string; label: string };
  /** Where the other button goes. */
  link: { href: string; label: string };
}

function render(c: PageContent): string {
  const confirm = c.confirm
    ? `<form method="post" action="${esc(c.confirm.action)}"><button type="submit" class="button primary">${esc(c.confirm.label)}</button></form>`
    : '';
  const link = `<a class="button ${c.confirm ? 'secondary' : 'primary'}" href="${esc(c.link.href)}">${esc(c.link.label)}</a>`;
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(c.title)} | Traspasa</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style></head>
<body><header><div class="bar"><a class="brand" href="/" aria-label="Traspasa, ir al inicio">${MARK}<span>Traspasa</span></a></div></header>
<main><div class="card"><h1>${esc(c.title)}</h1>${c.paragraphs.map((p) => `<p>${esc(p)}</p>`).join('')}
<div class="actions">${confirm}${link}</div></div></main></body></html>`;
}

function send(reply: FastifyReply, status: number, content: PageContent) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(render(content));
}

const toDashboard = { href: DASHBOARD, label: 'Ir a mis búsquedas guardadas' };

export function forgedLinkPage(reply: FastifyReply) {
  return send(reply, 400, {
    title: 'Este enlace no es válido',
    paragraphs: [
      'El enlace para darte de baja está incompleto o fue modificado. Ábrelo tal como llegó en el correo, o pausa la búsqueda desde tu panel.',
    ],
    link: toDashboard,
  });
}

export function goneSearchPage(reply: FastifyReply) {
  return send(reply, 404, {
    title: 'Esta búsqueda ya no existe',
    paragraphs: ['La búsqueda guardada de este correo fue borrada: ya no recibirás sus alertas.'],
    link: toDashboard,
  });
}

/** GET: what confirming does, and the button that does it (the same address, by POST). */
export function confirmPage(reply: FastifyReply, name: string, action: string, alreadyPaused: boolean) {
  if (alreadyPaused) {
    return send(reply, 200, {
      title: 'Ya no recibes estas alertas',
      paragraphs: [
        `La búsqueda «${name}» está en pausa: no te enviaremos sus alertas. Puedes reanudarla cuando quieras desde tu panel.`,
      ],
      link: toDashboard,
    });
  }
  return send(reply, 200, {
    title: `¿Dejas de recibir las alertas de «${name}»?`,
    paragraphs: [
      'Pausaremos esta búsqueda guardada: no te enviaremos más correos ni avisos con sus negocios nuevos. Tus otras búsquedas siguen igual.',
      'Puedes reanudarla cuando quieras desde tu panel.',
    ],
    confirm: { action, label: 'Dejar de recibir alertas' },
    link: { href: DASHBOARD, label: 'Mejor no, ir a mi panel' },
  });
}

/** POST done: the search is paused. */
export function unsubscribedPage(reply: FastifyReply, name: string) {
  return send(reply, 200, {
    title: 'Listo, te diste de baja',
    paragraphs: [
      `Ya no recibirás alertas de la búsqueda «${name}». Puedes reanudarla cuando quieras desde tu panel.`,
    ],
    link: toDashboard,
  });
}
