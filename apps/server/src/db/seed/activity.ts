// A believable history for the demo's admin dashboard (decision 110): the demo accounts signed up
// over the last months and sign in every few days from phones and computers, each published
// listing carries its approval, and the site had some visitors a day. Set-based SQL,
// deterministic (no random()), inside the seed's transaction.
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

const UAS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
];

export async function seedActivity(db: Db, people: { adminId: number }, now: Date): Promise<void> {
  const at = now.toISOString();
  const uaList = `{${UAS.map((ua) => `"${ua}"`).join(',')}}`;
  // Sign-ups between 20 and 120 days ago (the admin first), spread by id.
  await db.execute(sql`
    update users set created_at = ${at}::timestamptz
      - make_interval(days => 120 - (id * 37) % 100, hours => (id * 7) % 24)
    where id <> ${people.adminId}`);
  await db.execute(
    sql`update users set created_at = ${at}::timestamptz - interval '150 days' where id = ${people.adminId}`,
  );
  // Sign-ins every 2–6 days from sign-up on, over the last 90 days at most.
  await db.execute(sql`
    insert into user_logins (user_id, "timestamp", ip_address, user_agent)
    select u.id, t, '181.39.' || (u.id % 200) || '.' || (n % 250), (${uaList}::text[])[1 + (u.id + n / 5) % ${UAS.length}]
    from users u
    cross join lateral generate_series(0, 45) n
    cross join lateral (select ${at}::timestamptz
      - make_interval(days => n * (2 + u.id % 5), hours => (u.id * 5 + n * 3) % 13) as t) s
    where t > u.created_at and t > ${at}::timestamptz - interval '90 days'`);
  await db.execute(sql`
    update users u set last_login_at = l.last from
      (select user_id, max("timestamp") as last from user_logins group by user_id) l
    where l.user_id = u.id`);
  // Each public listing was approved by the admin a day after it was sent.
  await db.execute(sql`
    insert into dashboard_logs (user_id, action, description, metadata, target_type, target_id, created_at)
    select ${people.adminId}, 'business.approve', 'Aprobó el negocio «' || title || '».',
      jsonb_build_object('businessId', id, 'from', 'pending', 'to', 'approved'), 'business', id,
      least(created_at + interval '1 day', ${at}::timestamptz - interval '1 hour')
    from businesses where status in ('approved', 'sold')`);
  // Unique visitors of the last 90 days, growing with the catalogue, fewer on weekends.
  await db.execute(sql`
    insert into site_daily_visitors (day, visitors)
    select d::date, 40 + (90 - n) + (n * 17) % 23 - case when extract(isodow from d) > 5 then 25 else 0 end
    from generate_series(0, 89) n
    cross join lateral (select ((${at}::timestamptz at time zone 'America/Guayaquil')::date - n) as d) s
    on conflict (day) do nothing`);
}
