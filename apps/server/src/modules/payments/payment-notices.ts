// Mails the pipeline sends after an event committed, beyond receipts and refunds.
import { and, eq } from 'drizzle-orm';
import { stripeProducts, subscriptions } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { timeZoneOfUser } from '../../lib/person-time-zone.ts';
import { paymentFailedMail, type ReceiptDeps, wantsBillingMail } from './payment.mails.ts';
import { toCents } from './provider.ts';

/** A renewal was declined: the plan is kept until the grace date, the card can be changed. */
export async function notifyPaymentFailed(
  deps: ReceiptDeps,
  userId: number,
  subscriptionId: string,
): Promise<void> {
  const [row] = await deps.db
    .select({
      email: users.email,
      fullName: users.fullName,
      username: users.username,
      preferences: users.notificationPreferences,
      graceUntil: users.gracePeriodEndDate,
      productName: stripeProducts.name,
      price: stripeProducts.precioUsd,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(stripeProducts, eq(stripeProducts.id, subscriptions.productId))
    .where(and(eq(subscriptions.stripeSubscriptionId, subscriptionId), eq(subscriptions.userId, userId)));
  if (!row?.graceUntil || !wantsBillingMail({ notificationPreferences: row.preferences })) return;
  await deps.mailer.send(
    paymentFailedMail(
      {
        name: row.fullName?.trim() || row.username,
        email: row.email,
        timeZone: await timeZoneOfUser(deps.db, userId),
      },
      {
        productName: row.productName ?? 'tu plan',
        amountCents: toCents(row.price),
        graceUntil: row.graceUntil,
      },
      deps.appUrl,
    ),
  );
}
