// A Traspasa server of its own for the card gateway's browser test (decision 095): the local
// fake of Kushki's API, and the real server started as `npm start` runs it with
// PAYMENT_PROVIDER=kushki and KUSHKI_API_URL at the fake; the fake's signed webhooks go to the
// server's webhook route. The shared e2e server (sandbox payments) is not touched.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Browser, chromium, type Page } from 'playwright-core';
import { KushkiFake } from '../../apps/server/test/fakes/kushki/kushki-fake.ts';
import { startServerProcess } from '../../apps/server/test/server-process.ts';
import { CHROMIUM_ARGS, DEMO_PASSWORD } from './browser';

export interface KushkiServer {
  url: string;
  fake: KushkiFake;
  /** Its own database (the outbox of the dev mailer is read from it). */
  pool: pg.Pool;
  stop(): Promise<void>;
}

/** Starts the fake, then the server configured for it; resolves once /api/health answers. */
export async function startKushkiServer(): Promise<KushkiServer> {
  const fake = new KushkiFake();
  await fake.start();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'traspasa-e2e-kushki-'));
  fs.chmodSync(dataDir, 0o755);
  const server = await startServerProcess({
    dataDir,
    logFile: path.join(dataDir, 'server.log'),
    env: {
      ...fake.env(),
      LOG_LEVEL: 'info',
      RATE_LOGIN_PER_IP: '100000',
      RATE_LOGIN_PER_ACCOUNT: '100000',
      RATE_REGISTER_PER_IP_HOUR: '100000',
    },
  });
  fake.deliver = (hook) =>
    fetch(`${server.url}/api/payments/kushki/webhook`, {
      method: 'POST',
      headers: hook.headers,
      body: hook.body,
    });
  const pgDir = path.join(dataDir, 'postgres');
  const { password } = JSON.parse(fs.readFileSync(path.join(pgDir, 'credentials.json'), 'utf8')) as {
    password: string;
  };
  const port = Number(fs.readFileSync(path.join(pgDir, 'pgdata', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const pool = new pg.Pool({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/traspasa`,
    max: 2,
  });
  return {
    url: server.url,
    fake,
    pool,
    async stop() {
      await pool.end();
      await server.stop();
      await fake.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The dev outbox's mails to `email`, oldest first. */
export async function outboxMails(
  pool: pg.Pool,
  email: string,
): Promise<{ subject: string; text: string }[]> {
  const { rows } = await pool.query<{ subject: string; text: string }>(
    'select subject, text from outbox_emails where "to" = $1 order by id',
    [email],
  );
  return rows;
}

let counter = 0;

/** A fresh buyer or seller registered on `baseUrl` (outside the browser). */
export async function registerOn(baseUrl: string, role: 'buyer' | 'seller') {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  const input = {
    username: `e2e_k_${id}`,
    email: `e2e.kushki.${id}@traspasa.test`,
    password: DEMO_PASSWORD,
    fullName: `María José Andrade ${counter}`,
    role,
  };
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (res.status !== 201) throw new Error(`register ${input.email}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { sessionToken: string; user: { id: number } };
  return { ...input, sessionToken: body.sessionToken, userId: body.user.id };
}

/** Kushki's UAT API, where kushki.js on the card page sends its requests (it takes no other base). */
export const KUSHKI_UAT_API = 'https://api-uat.kushkipagos.com';

/**
 * A Chromium with a fresh context per page on `baseUrl` (cookie dialog kept out, as in browser.ts).
 * With `kushkiFakeUrl`, every request to Kushki's UAT API goes to the local fake instead, the
 * same method, path, headers and body (decision 095).
 */
export async function launchFor(baseUrl: string, kushkiFakeUrl?: string) {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  return {
    browser,
    async newPage(width: number, height = 900): Promise<Page> {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width, height },
        locale: 'es-EC',
      });
      if (kushkiFakeUrl) {
        await context.route(`${KUSHKI_UAT_API}/**`, async (route) => {
          const url = new URL(route.request().url());
          const response = await route.fetch({ url: `${kushkiFakeUrl}${url.pathname}${url.search}` });
          await route.fulfill({ response });
        });
      }
      await context.addInitScript(() => {
        if (!localStorage.getItem('cookieConsent')) {
          localStorage.setItem(
            'cookieConsent',
            JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: false }),
          );
        }
      });
      return context.newPage();
    },
    close: () => browser.close(),
  };
}
