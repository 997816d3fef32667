import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DashboardResponse, UserMetricsResponse } from '@traspasa/shared/admin-metrics';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, loginAs, type TestApp } from '../../../test/helpers.ts';
import { statsDay } from '../listing-stats/listing-stats.rules.ts';
import { addDays, runMetricsRollup } from './admin-metrics.service.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'traspasa-metrics-dist-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="es"><title>Traspasa</title></html>',
);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let seller: Awaited<ReturnType<typeof loginAs>>;
let buyer: Awaited<ReturnType<typeof loginAs>>;

const DAY = 86_400_000;
/** Local midnight of a day in America/Guayaquil (UTC−5, no daylight saving): computed here, not by the app. */
const midnight = (day: string) => new Date(`${day}T05:00:00.000Z`);
const today = () => statsDay();

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const res = await t.db.execute<{ n: string }>(query);
  return Number(res.rows[0]?.n ?? 0);
}

/** A sign-in as the login route stores it: the user_logins row and users.last_login_at. */
async function addLogin(userId: number, at: Date, userAgent: string | null = null) {
  await t.db.execute(
    sql`insert into user_logins (user_id, "timestamp", user_agent) values (${userId}, ${at.toISOString()}, ${userAgent})`,
  );
  await t.db.execute(
    sql`update users set last_login_at = greatest(last_login_at, ${at.toISOString()}::timestamptz) where id = ${userId}`,
  );
}

let businessId = 0;
let ndaDocumentId = 0;
const buyers: number[] = [];
/** The Monday three weeks before this week's: the retention fixture's cohort. */
let monday = '';

beforeAll(async () => {
  t = await buildTestApp({}, { webDistDir: dist });
  admin = await loginAs(t, 'admin');
  seller = await loginAs(t, 'seller');
  buyer = await loginAs(t, 'buyer');
  const d = today();

  // Sign-ups spread over 100 days, and the edges of the 30-day periods.
  for (const [i, at] of [
    new Date(Date.now() - 2 * DAY),
    new Date(Date.now() - 12 * DAY),
    new Date(Date.now() - 45 * DAY),
    new Date(Date.now() - 100 * DAY),
    midnight(addDays(d, -29)), // first instant of the current 30-day period
    new Date(midnight(addDays(d, -29)).getTime() - 1), // last instant of the previous one
    midnight(addDays(d, -59)), // first instant of the previous one
    new Date(midnight(addDays(d, -59)).getTime() - 1), // before both
  ].entries()) {
    const u = await createUser(t.db, { role: i % 2 ? 'seller' : 'buyer', createdAt: at });
    buyers.push(u.id);
    await addLogin(
      u.id,
      new Date(at.getTime() + 60_000),
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1',
    );
  }
  // Logins in the past days by known people.
  await addLogin(buyers[3]!, new Date(Date.now() - 5 * DAY));
  await addLogin(buyers[3]!, new Date(Date.now() - 40 * DAY));

  const [biz] = (
    await t.db.execute<{ id: number }>(sql`
      insert into businesses (seller_id, title, slug, description, category, country, location, asking_price, status)
      values (${seller.user.id}, 'Cafetería El Centro', 'cafeteria-el-centro', 'Una cafetería', 'restaurant', 'Ecuador', 'Quito', 50000, 'approved')
      returning id`)
  ).rows;
  businessId = biz!.id;
  await t.db.execute(sql`
    insert into businesses (seller_id, title, slug, description, category, country, location, asking_price, status)
    values (${seller.user.id}, 'Panadería Sol', 'panaderia-sol', 'Una panadería', 'restaurant', 'Perú', 'Lima', 30000, 'pending')`);
  for (const at of [new Date(Date.now() - 3 * DAY), new Date(Date.now() - 35 * DAY)]) {
    await t.db.execute(sql`
      insert into dashboard_logs (user_id, action, description, metadata, created_at)
      values (${admin.user.id}, 'business.approve', 'Aprobó', ${JSON.stringify({ businessId })}::jsonb, ${at.toISOString()})`);
  }
  const [doc] = (
    await t.db.execute<{ id: number }>(sql`
      insert into nda_documents (version, content, document_hash, is_active) values ('9.9', 'Texto', 'abc', false) returning id`)
  ).rows;
  ndaDocumentId = doc!.id;
  for (const [i, at] of [new Date(Date.now() - DAY), new Date(Date.now() - 33 * DAY)].entries()) {
    await t.db.execute(sql`
      insert into ndas (business_id, user_id, nda_document_id, status, clickwrap_accepted_at, document_hash, document_version, signed_at)
      values (${businessId}, ${buyers[i]!}, ${ndaDocumentId}, 'signed', ${at.toISOString()}, 'abc', '9.9', ${at.toISOString()})`);
  }
  // A conversation with messages now and 40 days ago.
  const [a, b] = [seller.user.id, buyer.user.id].sort((x, y) => x - y);
  const [conv] = (
    await t.db.execute<{ id: number }>(sql`
      insert into conversations (participant_one, participant_two, business_id, created_at)
      values (${a}, ${b}, ${businessId}, ${new Date(Date.now() - 40 * DAY).toISOString()}) returning id`)
  ).rows;
  for (const [sender, at] of [
    [buyer.user.id, new Date(Date.now() - 40 * DAY)],
    [seller.user.id, new Date(Date.now() - 4 * DAY)],
    [buyer.user.id, new Date()],
  ] as const) {
    await t.db.execute(sql`
      insert into chat_messages (conversation_id, sender_id, content, created_at)
      values (${conv!.id}, ${sender}, 'Hola', ${at.toISOString()})`);
  }
  // Payments: 29 USD paid 6 days ago, 19 USD paid 10 days ago and refunded 2 days ago, 50 USD 45 days ago.
  const pay = async (amount: string, status: string, at: Date, refundedAt?: Date) =>
    t.db.execute(sql`
      insert into stripe_transactions (checkout_session_id, user_id, amount, status, created_at, metadata)
      values (${`cs_${Math.random()}`}, ${buyer.user.id}, ${amount}, ${status}, ${at.toISOString()},
        ${JSON.stringify(refundedAt ? { refundedAt: refundedAt.toISOString() } : {})}::jsonb)`);
  await pay('29.00', 'succeeded', new Date(Date.now() - 6 * DAY));
  await pay('19.00', 'refunded', new Date(Date.now() - 10 * DAY), new Date(Date.now() - 2 * DAY));
  await pay('50.00', 'succeeded', new Date(Date.now() - 45 * DAY));
  await pay('99.00', 'failed', new Date(Date.now() - 3 * DAY));
  await t.db.execute(sql`
    insert into business_reports (business_id, user_id, reason) values (${businessId}, ${buyer.user.id}, 'spam')`);
  await t.db.execute(sql`
    insert into feedback_messages (message, status) values ('Hola', 'pending'), ('Gracias', 'resolved')`);
  // Valuation leads: two in the last 30 days, one 40 days ago, one 70 days ago (outside both periods).
  for (const daysAgo of [1, 12, 40, 70]) {
    await t.db.execute(sql`
      insert into valuation_calculator_interests (email, created_at)
      values (${`lead${daysAgo}@example.com`}, ${new Date(Date.now() - daysAgo * DAY).toISOString()})`);
  }
  // A fresh cohort: three people signed up on the Monday 3 weeks ago; two come back the
  // week after, one of them also two weeks after.
  monday = addDays(today(), -(((new Date(`${today()}T00:00:00Z`).getUTCDay() + 6) % 7) + 21));
  const at = (day: string, hours: number) => new Date(midnight(day).getTime() + hours * 3_600_000);
  const people: number[] = [];
  for (let i = 0; i < 3; i++) {
    const u = await createUser(t.db, { role: 'consultant', createdAt: at(monday, 10) });
    await addLogin(
      u.id,
      at(monday, 11),
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36',
    );
    people.push(u.id);
  }
  await addLogin(people[0]!, at(addDays(monday, 8), 9));
  await addLogin(people[0]!, at(addDays(monday, 9), 9));
  await addLogin(people[1]!, at(addDays(monday, 10), 9));
  await addLogin(people[0]!, at(addDays(monday, 15), 9));
});

function dashboard(period: number | string, headers: Record<string, string> = admin.headers) {
  return t.app.inject({ method: 'GET', url: `/api/admin/dashboard?period=${period}`, headers });
}
function userMetrics(query: string, headers: Record<string, string> = admin.headers) {
  return t.app.inject({ method: 'GET', url: `/api/admin/user-metrics?${query}`, headers });
}

describe('who may read the metrics', () => {
  it('answers 401 without a session and 403 to sellers and buyers, on both endpoints', async () => {
    const from = addDays(today(), -6);
    for (const [headers, status] of [
      [{}, 401],
      [seller.headers, 403],
      [buyer.headers, 403],
    ] as const) {
      const d = await dashboard(7, headers);
      const m = await userMetrics(`from=${from}&to=${today()}`, headers);
      expect(d.statusCode).toBe(status);
      expect(m.statusCode).toBe(status);
      expect(d.json().error.message).toBe(m.json().error.message);
      expect(d.body).not.toContain('usersTotal');
    }
  });
});

describe('GET /api/admin/dashboard', () => {
  it('counts what the database holds, for the period and the one before (30 days)', async () => {
    const res = await dashboard(30);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<DashboardResponse>();
    const d = today();
    const from = midnight(addDays(d, -29)).toISOString();
    const prevFrom = midnight(addDays(d, -59)).toISOString();
    expect(body.range).toEqual({ from: addDays(d, -29), to: d });
    expect(body.previousRange).toEqual({ from: addDays(d, -59), to: addDays(d, -30) });

    const k = body.kpis;
    expect(k.usersTotal.value).toBe(await count(sql`select count(*) n from users`));
    expect(k.usersTotal.previous).toBe(
      await count(sql`select count(*) n from users where created_at < ${from}`),
    );
    expect(k.usersByRole.seller).toBe(await count(sql`select count(*) n from users where role = 'seller'`));
    expect(k.signups.value).toBe(await count(sql`select count(*) n from users where created_at >= ${from}`));
    expect(k.signups.previous).toBe(
      await count(sql`select count(*) n from users where created_at >= ${prevFrom} and created_at < ${from}`),
    );
    // The previous period holds its first instant, the millisecond before the current one and the sign-up of 45 days ago.
    expect(k.signups.previous).toBe(3);
    expect(k.activeUsers.value).toBe(
      await count(sql`select count(*) n from (select user_id from user_logins where "timestamp" >= ${from}
        union select sender_id from chat_messages where created_at >= ${from}) a`),
    );
    expect(k.activeUsers.previous).toBe(
      await count(sql`select count(*) n from (select user_id from user_logins where "timestamp" >= ${prevFrom} and "timestamp" < ${from}
        union select sender_id from chat_messages where created_at >= ${prevFrom} and created_at < ${from}) a`),
    );
    expect(k.listingsByStatus).toMatchObject({ approved: 1, pending: 1, draft: 0 });
    expect(k.pendingModeration).toBe(1);
    expect(k.listingsPublished).toEqual({ value: 1, previous: 1 });
    expect(k.ndasSigned).toEqual({ value: 1, previous: 1 });
    expect(k.conversations).toEqual({ value: 0, previous: 1 });
    expect(k.messages).toEqual({ value: 2, previous: 1 });
    // 29 + 19 − 19 refunded in the period; 50 in the one before; the failed one never counts.
    expect(k.revenueCents).toEqual({ value: 2900, previous: 5000 });
    expect(k.openReports).toBe(1);
    expect(k.pendingFeedback).toBe(1);
    expect(k.valuationLeads).toEqual({ value: 2, previous: 1 });
    expect(k.unresolvedErrors).toBe(
      await count(sql`select count(*) n from error_groups where resolved = false`),
    );

    expect(body.series).toHaveLength(30);
    expect(body.series.at(-1)!.day).toBe(d);
    expect(body.series.reduce((s, p) => s + p.signups, 0)).toBe(k.signups.value);
    expect(body.series.reduce((s, p) => s + p.revenueCents, 0)).toBe(2900);
    const funnel = Object.fromEntries(body.funnel.map((f) => [f.step, f.value]));
    expect(funnel.registered).toBe(k.signups.value);
    expect(funnel.ndaSigned).toBe(1);
    expect(funnel.messageSent).toBe(2);
  });

  it('moves the window with the period: 7 days count less than 30', async () => {
    const body = (await dashboard(7)).json<DashboardResponse>();
    const from = midnight(addDays(today(), -6)).toISOString();
    const prevFrom = midnight(addDays(today(), -13)).toISOString();
    expect(body.series).toHaveLength(7);
    expect(body.kpis.signups.value).toBe(
      await count(sql`select count(*) n from users where created_at >= ${from}`),
    );
    expect(body.kpis.signups.previous).toBe(
      await count(sql`select count(*) n from users where created_at >= ${prevFrom} and created_at < ${from}`),
    );
    expect(body.kpis.revenueCents).toEqual({ value: 2900 - 1900, previous: 1900 });
    expect(body.kpis.messages).toEqual({ value: 2, previous: 0 });
    expect(body.kpis.listingsPublished).toEqual({ value: 1, previous: 0 });
  });

  it('refuses a period other than 7, 30 or 90 in Spanish', async () => {
    const res = await dashboard(15);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('El periodo debe ser 7, 30 o 90 días.');
  });

  it('counts a visitor of the web app once a day, never a bot, and keeps no IP', async () => {
    const visit = (ua: string, ip = '203.0.113.9') =>
      t.app.inject({ method: 'GET', url: '/', headers: { 'user-agent': ua }, remoteAddress: ip });
    const before = (await dashboard(7)).json<DashboardResponse>().funnel[0]!.value;
    await visit('Mozilla/5.0 (Windows NT 10.0) Chrome/126.0');
    await visit('Mozilla/5.0 (Windows NT 10.0) Chrome/126.0');
    await visit('Mozilla/5.0 (Windows NT 10.0) Chrome/126.0', '198.51.100.4');
    await visit('Googlebot/2.1 (+http://www.google.com/bot.html)');
    await new Promise((r) => setTimeout(r, 200)); // the count is written after the answer
    const after = (await dashboard(7)).json<DashboardResponse>().funnel[0]!.value;
    expect(after - before).toBe(2);
    const stored = await t.db.execute(sql`select visitor_hash from site_visitor_hashes`);
    expect(JSON.stringify(stored.rows)).not.toMatch(/203\.0\.113|198\.51\.100/);
  });
});

describe('the roll-up job', () => {
  it('keeps a finished day equal to a live count, and recomputes yesterday when it runs', async () => {
    const yesterday = addDays(today(), -1);
    const lo = midnight(yesterday);
    await dashboard(7); // rolls up every day of the two periods
    // Something lands on yesterday after its roll-up (e.g. a late import): the job recomputes it.
    const late = await createUser(t.db, { createdAt: new Date(lo.getTime() + 3_600_000) });
    await addLogin(late.id, new Date(lo.getTime() + 3_700_000));
    await runMetricsRollup({ db: t.db });
    const stored = await t.db.execute<{ signups: number; logins: number; active_users: number }>(
      sql`select signups, logins, active_users from metrics_daily where day = ${yesterday}::date`,
    );
    const hi = midnight(today()).toISOString();
    expect(stored.rows[0]).toEqual({
      signups: await count(
        sql`select count(*) n from users where created_at >= ${lo.toISOString()} and created_at < ${hi}`,
      ),
      logins: await count(
        sql`select count(*) n from user_logins where "timestamp" >= ${lo.toISOString()} and "timestamp" < ${hi}`,
      ),
      active_users:
        await count(sql`select count(*) n from (select user_id from user_logins where "timestamp" >= ${lo.toISOString()} and "timestamp" < ${hi}
        union select sender_id from chat_messages where created_at >= ${lo.toISOString()} and created_at < ${hi}) a`),
    });
    expect(stored.rows[0]!.signups).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /api/admin/user-metrics', () => {
  it('validates the range in Spanish', async () => {
    const d = today();
    for (const [query, message] of [
      ['from=2025-13-01&to=2025-12-31', 'La fecha de inicio no existe en el calendario.'],
      ['from=ayer&to=2025-12-31', 'La fecha de inicio debe tener el formato AAAA-MM-DD.'],
      ['to=2025-12-31', 'Indica la fecha de inicio con el formato AAAA-MM-DD.'],
      ['from=2025-03-10&to=2025-03-01', 'La fecha de inicio debe ser anterior o igual a la final.'],
      ['from=2023-01-01&to=2025-01-01', 'El rango puede abarcar como máximo 366 días.'],
      [`from=${d}&to=${addDays(d, 1)}`, 'La fecha final no puede ser posterior a hoy.'],
    ] as const) {
      const res = await userMetrics(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toContain(message);
    }
  });

  it('reports sign-ups, logins, DAU/WAU/MAU and weekly retention of a known fixture', async () => {
    const from = monday;
    const to = today();
    const res = await userMetrics(`from=${from}&to=${to}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<UserMetricsResponse>();
    const lo = midnight(from).toISOString();
    expect(body.daily).toHaveLength(22 + ((new Date(`${today()}T00:00:00Z`).getUTCDay() + 6) % 7));
    expect(body.totals.signups).toBe(
      await count(sql`select count(*) n from users where created_at >= ${lo}`),
    );
    expect(body.totals.logins).toBe(
      await count(sql`select count(*) n from user_logins where "timestamp" >= ${lo}`),
    );
    const day8 = body.daily.find((r) => r.day === addDays(monday, 8))!;
    expect(day8).toMatchObject({ logins: 1, activeUsers: 1 });
    const mondayRow = body.daily.find((r) => r.day === monday)!;
    expect(mondayRow.signups).toBe(
      await count(
        sql`select count(*) n from users where created_at >= ${lo} and created_at < ${midnight(addDays(monday, 1)).toISOString()}`,
      ),
    );

    const weekAgo = midnight(addDays(to, -6)).toISOString();
    const monthAgo = midnight(addDays(to, -29)).toISOString();
    const activeSince = (since: string) =>
      count(sql`select count(*) n from (select user_id from user_logins where "timestamp" >= ${since}
        union select sender_id from chat_messages where created_at >= ${since}) a`);
    expect(body.activity.wau).toBe(await activeSince(weekAgo));
    expect(body.activity.mau).toBe(await activeSince(monthAgo));
    const dauSum = body.daily.reduce((s, r) => s + r.activeUsers, 0);
    expect(body.activity.dauAverage).toBeCloseTo(dauSum / body.daily.length, 1);

    const cohort = body.retention.find((c) => c.week === monday)!;
    expect(cohort.size).toBe(3);
    expect(cohort.retained.slice(0, 3)).toEqual([3, 2, 1]);
    expect(cohort.retained).toHaveLength(4); // weeks 0–3 have begun
    expect(body.roles.find((r) => r.role === 'consultant')).toEqual({
      role: 'consultant',
      total: 3,
      signups: 3,
    });
    expect(body.devices.find((x) => x.label === 'Computadora')?.count).toBeGreaterThanOrEqual(3);
    expect(body.browsers.find((x) => x.label === 'Chrome')?.count).toBeGreaterThanOrEqual(3);
    expect(body.countries).toEqual([{ label: 'Ecuador', count: 1 }]);
  });

  it('reads a past range from the roll-up with WAU and MAU of its last day', async () => {
    const to = addDays(today(), -3);
    const from = addDays(to, -40);
    const body = (await userMetrics(`from=${from}&to=${to}`)).json<UserMetricsResponse>();
    expect(body.daily).toHaveLength(41);
    expect(body.daily.at(-1)!.day).toBe(to);
    const end = midnight(addDays(to, 1)).toISOString();
    const activeBetween = (since: string) =>
      count(sql`select count(*) n from (select user_id from user_logins where "timestamp" >= ${since} and "timestamp" < ${end}
        union select sender_id from chat_messages where created_at >= ${since} and created_at < ${end}) a`);
    expect(body.activity.wau).toBe(await activeBetween(midnight(addDays(to, -6)).toISOString()));
    expect(body.activity.mau).toBe(await activeBetween(midnight(addDays(to, -29)).toISOString()));
  });
});
