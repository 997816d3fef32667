// Checkout (decision 090): the order summary with a discount code, starting a provider
// checkout for a plan or a package, and what the success pages may say about it.
import type { CheckoutInput, CheckoutSessionStatus, Quote } from '@traspasa/shared/payments';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { checkDiscountCode, reserveDiscountUse } from '../discount-codes/discount-codes.service.ts';
import { type IdempotentCall, idempotentCreate } from '../idempotency/idempotency.service.ts';
import { requireBillingIdentityFor } from '../invoices/invoices.service.ts';
import { centsToDecimal, toCatalogProduct, toCents, toCheckoutProduct } from './payments.mapper.ts';
import {
  billingAccountOf,
  type ProductRow,
  productOnSale,
  productsOnSale,
  writeCatalogue,
} from './payments.repository.ts';
import { ivaIncludedCents } from './receipt.pdf.ts';
import { currentSubscriptionOf } from './subscription.service.ts';
import {
  checkoutOfSession,
  insertTransaction,
  openPlanCheckouts,
  recordCheckoutSession,
  transactionById,
} from './transactions.repository.ts';
import { closeUnpaid } from './webhook/effects.service.ts';

/**
 * Writes what Traspasa sells (catalogue.rules.ts) into the database: at every start (the
 * payments plugin) and in the demo seed. Safe to run concurrently.
 */
export function ensureCatalogue(db: Db): Promise<void> {
  return writeCatalogue(db);
}

/** An unpaid checkout ends after this (Stripe's shortest session is 30 minutes, counted at its creation). */
export const CHECKOUT_MINUTES = 35;

export const PRODUCT_NOT_FOUND = 'Ese plan o paquete no existe o ya no está a la venta.';
const PACKAGES_FOR_SELLERS =
  'Los paquetes de anuncios son para vendedores. Activa tu cuenta de vendedor en «Publicar negocio» y vuelve a intentarlo.';
/** Card networks do not charge less (Stripe's minimum in USD). */
const MIN_CHARGE_CENTS = 50;
const PROVIDER_DOWN =
  'No pudimos conectar con el proveedor de pagos. No se hizo ningún cargo; inténtalo en unos minutos.';

const isSeller = (user: CurrentUser) =>
  user.role === 'admin' || user.role === 'seller' || user.secondaryRole === 'seller';

export class CheckoutService {
  constructor(private readonly app: FastifyInstance) {}

  async catalog(user: CurrentUser | null) {
    const products = (await productsOnSale(this.app.db)).map(toCatalogProduct);
    const current = user ? await currentSubscriptionOf(this.app.db, user.id) : null;
    return {
      plans: products.filter((p) => p.kind === 'plan'),
      packages: products.filter((p) => p.kind === 'package'),
      currentProductId: current?.productId ?? null,
    };
  }

  private async product(id: number): Promise<ProductRow> {
    const row = await productOnSale(this.app.db, id);
    if (!row) throw AppError.notFound(PRODUCT_NOT_FOUND);
    return row;
  }

  async quote(input: CheckoutInput): Promise<Quote> {
    const row = await this.product(input.productId);
    const product = toCatalogProduct(row);
    let discountCents = 0;
    let discount: Quote['discount'] = null;
    let discountError: string | null = null;
    if (input.discountCode) {
      const check = await checkDiscountCode(this.app.db, input.discountCode, {
        stripeProductId: row.stripeProductId,
        name: row.name,
        priceCents: product.priceCents,
      });
      if (check.ok) {
        discountCents = check.discountCents;
        discount = { code: check.code.code, label: check.label };
      } else discountError = check.reason;
    }
    const totalCents = product.priceCents - discountCents;
    return {
      product,
      subtotalCents: product.priceCents,
      discountCents,
      taxIncludedCents: ivaIncludedCents(totalCents),
      totalCents,
      discount,
      discountError,
    };
  }

  /** Reserves the discount use, records the pending payment, then asks the provider for a checkout page. */
  async start(user: CurrentUser, input: CheckoutInput, idempotent: IdempotentCall | null) {
    const row = await this.product(input.productId);
    const isPackage = row.periodicidad === 'unico';
    if (isPackage && !isSeller(user)) throw AppError.forbidden(PACKAGES_FOR_SELLERS);
    if (!isPackage) {
      const current = await currentSubscriptionOf(this.app.db, user.id);
      if (current?.productId === row.id) throw AppError.conflict('Ya tienes este plan.');
      if (current) {
        throw AppError.conflict(
          `Ya tienes el plan «${current.productName}». Para pasarte a otro, usa «Cambiar de plan» en Mi suscripción.`,
        );
      }
    }
    if (!isPackage) await this.closeOtherPlanCheckouts(user.id);
    const priceCents = toCents(row.precioUsd);
    let code: { id: number; code: string } | null = null;
    let discountCents = 0;
    if (input.discountCode) {
      const check = await checkDiscountCode(this.app.db, input.discountCode, {
        stripeProductId: row.stripeProductId,
        name: row.name,
        priceCents,
      });
      if (!check.ok) throw AppError.invalidField('discountCode', check.reason);
      code = check.code;
      discountCents = check.discountCents;
    }
    const amountCents = priceCents - discountCents;
    if (amountCents > 0 && amountCents < MIN_CHARGE_CENTS) {
      throw AppError.invalidField(
        'discountCode',
        'Con este código el total queda por debajo de $0,50, el mínimo que se puede cobrar con tarjeta. Usa otro código o paga sin él.',
      );
    }
    // Above the consumidor final limit the factura names the buyer (decision 092).
    await requireBillingIdentityFor(this.app.db, user.id, amountCents);
    const expiresAt = new Date(Date.now() + CHECKOUT_MINUTES * 60_000);

    const { id, replayed } = await idempotentCreate(this.app.db, idempotent, async (tx) => {
      if (code && !(await reserveDiscountUse(tx, code.id))) {
        throw AppError.invalidField('discountCode', `El código «${code.code}» ya no tiene usos disponibles.`);
      }
      return insertTransaction(tx, {
        userId: user.id,
        // Replaced by the provider's session id right after; unique meanwhile.
        checkoutSessionId: `local_${crypto.randomUUID()}`,
        amount: centsToDecimal(amountCents),
        status: 'pending',
        planType: row.stripeProductId,
        packageCount: isPackage ? (row.packageCount ?? 1) : 0,
        productId: row.id,
        discountCodeId: code?.id ?? null,
        kind: 'checkout',
        expiresAt,
        metadata: { discountCents, subtotalCents: priceCents },
      });
    });
    const tx = await transactionById(this.app.db, id);
    const storedUrl = typeof tx?.metadata?.checkoutUrl === 'string' ? tx.metadata.checkoutUrl : null;
    if (replayed && tx?.checkoutSessionId && storedUrl) {
      return { sessionId: tx.checkoutSessionId, url: storedUrl, replayed };
    }

    const account = await billingAccountOf(this.app.db, user.id);
    const appUrl = this.app.config.appUrl;
    const successPath = isPackage ? '/payment-success' : '/subscription-success';
    try {
      const session = await this.app.payments.provider.createCheckoutSession({
        mode: isPackage ? 'payment' : 'subscription',
        product: toCheckoutProduct(row),
        amountCents,
        discountCents,
        discountCode: code?.code ?? null,
        customer: {
          userId: user.id,
          email: account!.email,
          name: account!.fullName ?? account!.username,
          providerCustomerId: account!.customer,
        },
        successUrl: `${appUrl}${successPath}?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${appUrl}${isPackage ? '/checkout' : '/subscribe'}?${isPackage ? 'product' : 'plan'}=${row.id}&canceled=1`,
        metadata: { transactionId: String(id), userId: String(user.id), productId: String(row.id) },
        expiresAt,
        idempotencyKey: `checkout:${id}`,
      });
      await recordCheckoutSession(this.app.db, id, session);
      return { sessionId: session.sessionId, url: session.url, replayed };
    } catch (err) {
      this.app.log.error({ err, transactionId: id }, 'could not start a checkout');
      await this.app.db.transaction((t) => closeUnpaid(t, id));
      throw AppError.unavailable(PROVIDER_DOWN, 30);
    }
  }

  /**
   * One plan at a time: starting a plan checkout ends the user's other open plan checkouts,
   * so two tabs can never end in two paid subscriptions. One a provider already completed
   * is left to its events, and this checkout is refused until they arrive.
   */
  private async closeOtherPlanCheckouts(userId: number): Promise<void> {
    const open = await openPlanCheckouts(this.app.db, userId);
    for (const row of open) {
      if (row.sessionId && !row.sessionId.startsWith('local_')) {
        const { provider } = this.app.payments;
        const state = await provider.sessionState(row.sessionId).catch(() => null);
        if (state === 'complete') {
          throw AppError.conflict(
            'Tu pago anterior de un plan se está confirmando. Espera un momento y revisa Mi suscripción.',
          );
        }
        await provider.expireCheckoutSession(row.sessionId).catch((err: unknown) => {
          this.app.log.warn({ err, transactionId: row.id }, 'could not expire an open plan checkout');
        });
      }
      await this.app.db.transaction((tx) => closeUnpaid(tx, row.id));
    }
  }

  /** What the success pages show: only what our records (fed by the provider's events) say. */
  async status(user: CurrentUser, sessionId: string): Promise<CheckoutSessionStatus> {
    const row = await checkoutOfSession(this.app.db, user.id, sessionId);
    if (!row) throw AppError.notFound('No encontramos ese pago.');
    const { tx, product } = row;
    let state: CheckoutSessionStatus['state'];
    switch (tx.status) {
      case 'succeeded':
        state = 'paid';
        break;
      case 'refunded':
        state = 'refunded';
        break;
      case 'canceled':
        state = 'expired';
        break;
      case 'failed':
        state = 'failed';
        break;
      default: {
        // Paid on the provider's side but its events not processed yet: processing.
        const providerState = await this.app.payments.provider.sessionState(sessionId).catch(() => null);
        state =
          providerState === 'complete' ? 'processing' : providerState === 'expired' ? 'expired' : 'open';
      }
    }
    const isPackage = product?.periodicidad === 'unico';
    return {
      sessionId,
      state,
      kind: isPackage ? 'package' : 'plan',
      productName: product?.name ?? 'Pago en Traspasa',
      totalCents: toCents(tx.amount),
      creditsAdded: isPackage && state === 'paid' ? tx.packageCount : null,
      packageTier:
        product?.packageTier === 'premium' || product?.packageTier === 'featured'
          ? product.packageTier
          : null,
      failureMessage: state === 'failed' ? (tx.failureMessage ?? 'El banco rechazó el pago.') : null,
      createdAt: tx.createdAt.toISOString(),
    };
  }
}
