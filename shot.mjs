import { chromium } from 'playwright-core';
const [,, path, name, width = '1280', consent = '1', login = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 }, locale: 'es-EC' });
if (consent === '1') await ctx.addInitScript(() => localStorage.setItem('cookieConsent', JSON.stringify({necessary:true,analytics:false,marketing:false,preferences:false})));
const page = await ctx.newPage();
page.on('pageerror', e => console.log('PAGEERROR', e.message));
page.on('console', m => { if (m.type()==='error') console.log('CONSOLE', m.text()); });
if (login) {
  const r = await page.request.post('http://localhost:3000/api/auth/login', { data: { email: login, password: 'Demo12345!' } });
  const { sessionToken } = await r.json();
  await ctx.addInitScript((t) => localStorage.setItem('session-token', t), sessionToken);
}
await page.goto('http://localhost:3000' + path, { waitUntil: 'networkidle' });
await page.waitForTimeout(800);
await page.screenshot({ path: `/tmp/shots/lead/${name}.png`, fullPage: process.env.FULL !== '0' });
console.log('ok', page.url());
await browser.close();
