import type { CatalogProduct, CatalogResponse, Quote } from '@traspasa/shared/payments';
import { CheckIcon, InfoIcon, LockIcon, SearchXIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useCatalog } from '../api/get-catalog';
import { useQuote } from '../api/get-quote';
import { recallReturn } from '../lib/checkout-memory';
import { errorStatus, paymentErrorMessage } from '../lib/errors';
import { changePlanHref } from '../lib/links';
import { creditsLabel } from '../lib/plans';
import { TransferOption } from '../transfers/components/transfer-option';
import { DiscountCodeField } from './discount-code-field';
import { OrderSummary } from './order-summary';
import { PayButton } from './pay-button';
import { TierBadge } from './tier-badge';

function ProductDetails({ product }: { product: CatalogProduct }) {
  const isPlan = product.kind === 'plan';
  return (
    <section aria-labelledby="checkout-product" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <p className="text-sm font-semibold text-primary">{isPlan ? 'Lo que contratas' : 'Lo que compras'}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <h2 id="checkout-product" className="text-xl font-bold tracking-tight">
          {product.name}
        </h2>
        {product.packageTier ? <TierBadge tier={product.packageTier} /> : null}
      </div>
      {product.description ? (
        <p className="mt-2 text-sm leading-6 text-muted-foreground">{product.description}</p>
      ) : null}
      {isPlan ? (
        <>
          {product.features.length > 0 ? (
            <ul className="mt-5 grid gap-3 text-sm leading-6">
              {product.features.map((feature) => (
                <li key={feature.name} className="flex items-start gap-2.5">
                  <CheckIcon className="mt-1 size-4 shrink-0 text-green-700" aria-hidden="true" />
                  <span>{feature.description}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="mt-5 rounded-lg bg-muted p-3 text-sm leading-6 text-muted-foreground">
            {product.period === 'anual'
              ? 'El plan se renueva automáticamente cada año.'
              : 'El plan se renueva automáticamente cada mes.'}{' '}
            Puedes cancelar la renovación cuando quieras desde «Mi suscripción» y conservas el plan hasta el
            final del período pagado.
          </p>
        </>
      ) : (
        <ul className="mt-5 grid gap-3 text-sm leading-6">
          <li className="flex items-start gap-2.5">
            <CheckIcon className="mt-1 size-4 shrink-0 text-green-700" aria-hidden="true" />
            <span>
              {creditsLabel(product.packageCount ?? 1)} para publicar o mejorar anuncios
              {product.packageTier === 'featured' ? ' como Destacado' : ' como Premium'}.
            </span>
          </li>
          <li className="flex items-start gap-2.5">
            <CheckIcon className="mt-1 size-4 shrink-0 text-green-700" aria-hidden="true" />
            <span>Se suman a tu cuenta en cuanto se confirma el pago.</span>
          </li>
          <li className="flex items-start gap-2.5">
            <CheckIcon className="mt-1 size-4 shrink-0 text-green-700" aria-hidden="true" />
            <span>El crédito se usa cuando aprobamos el anuncio; si no se aprueba, vuelve a tu cuenta.</span>
          </li>
        </ul>
      )}
    </section>
  );
}

function currentPlanOf(catalog: CatalogResponse | undefined, product: CatalogProduct) {
  if (!catalog || catalog.currentProductId === null || product.kind !== 'plan') return null;
  const plan = catalog.plans.find((p) => p.id === catalog.currentProductId);
  return { id: catalog.currentProductId, name: plan?.name ?? 'actual' };
}

function CheckoutSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]" aria-hidden="true">
      <div className="grid gap-4 rounded-xl border bg-card p-6">
        <Skeleton className="h-7 w-1/2" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
      <div className="grid gap-4 rounded-xl border bg-card p-6">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}

function NoProduct({ title, message }: { title: string; message: string }) {
  return (
    <EmptyState
      icon={SearchXIcon}
      title={title}
      action={
        <Button asChild>
          <Link to={paths.subscriptionPlans.href}>Ver planes y paquetes</Link>
        </Button>
      }
    >
      {message}
    </EmptyState>
  );
}

function SummaryCard({
  productId,
  quote,
  refreshing,
  onApplyCode,
  currentPlan,
}: {
  productId: number;
  quote: Quote;
  refreshing: boolean;
  onApplyCode: (code: string | null) => void;
  /** The plan the user already has (plans are one at a time), when buying a plan. */
  currentPlan: { id: number; name: string } | null;
}) {
  const [busy, setBusy] = useState(false);
  const isPlan = quote.product.kind === 'plan';
  return (
    <section
      aria-labelledby="checkout-summary"
      aria-busy={refreshing || undefined}
      className="flex flex-col gap-5 rounded-xl border bg-card p-5 shadow-sm sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="checkout-summary" className="text-lg font-semibold">
        Resumen del pedido
      </h2>
      <div className={cn('transition-opacity', refreshing && 'opacity-60')}>
        <OrderSummary quote={quote} />
      </div>
      {currentPlan ? null : (
        <DiscountCodeField productId={productId} quote={quote} onApply={onApplyCode} disabled={busy} />
      )}
      {currentPlan ? (
        <p className="flex items-start gap-2 rounded-lg border bg-secondary/60 p-3 text-sm leading-6">
          <InfoIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {currentPlan.id === productId ? (
            <span>
              Ya tienes este plan.{' '}
              <Link to={paths.subscription.href} className="font-semibold text-primary underline">
                Ver mi suscripción
              </Link>
            </span>
          ) : (
            <span>
              Ya tienes el plan {currentPlan.name}. Para pasarte a este, cambia de plan desde tu suscripción:
              solo pagas la diferencia.{' '}
              <Link to={changePlanHref(productId)} className="font-semibold text-primary underline">
                Cambiar de plan
              </Link>
            </span>
          )}
        </p>
      ) : (
        <PayButton
          input={{ productId, ...(quote.discount ? { discountCode: quote.discount.code } : {}) }}
          totalCents={quote.totalCents}
          disabled={refreshing}
          onBusyChange={setBusy}
        />
      )}
      {currentPlan ? null : (
        <TransferOption
          product={quote.product}
          discountCode={quote.discount?.code ?? null}
          disabled={refreshing || busy}
        />
      )}
      {currentPlan ? null : (
        <>
          <p className="text-xs leading-5 text-muted-foreground">
            Al pagar aceptas los{' '}
            <Link to={paths.legalTerms.href} className="underline">
              Términos y condiciones
            </Link>{' '}
            y la{' '}
            <Link to={paths.legalPrivacy.href} className="underline">
              Política de privacidad
            </Link>
            {isPlan ? ', y que el plan se renueve solo hasta que canceles la renovación.' : '.'}
          </p>
          <p className="flex items-start gap-2 border-t pt-4 text-xs leading-5 text-muted-foreground">
            <LockIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            Pagas con tarjeta en la página segura de nuestro proveedor de pagos. Traspasa nunca ve ni guarda
            los datos de tu tarjeta.
          </p>
        </>
      )}
    </section>
  );
}

/**
 * /checkout?product= and /subscribe?plan=: what is bought, the server's quote with an
 * optional discount code, and the button that opens the provider's payment page.
 */
export function CheckoutView({
  productId,
  canceled,
  billing,
}: {
  productId: number | null;
  canceled: boolean;
  /** «Datos de facturación» for this total, composed by the route from features/invoices (decision 092). */
  billing?: (totalCents: number) => ReactNode;
}) {
  // Started from the listing form's tier step: the way back to the draft (checkout-memory.ts).
  const back = canceled ? recallReturn({ productId }) : null;
  const [code, setCode] = useState<string | null>(null);
  const quote = useQuote(productId, code);
  const catalog = useCatalog();
  const location = useLocation();

  const product = quote.data?.product;
  const isPlan = product?.kind === 'plan';
  const title = !product ? 'Pago' : isPlan ? 'Confirma tu suscripción' : 'Confirma tu compra';

  let body: ReactNode;
  if (productId === null) {
    body = (
      <NoProduct
        title="Elige qué quieres comprar"
        message="Este enlace no dice qué plan o paquete quieres. Elige uno en la página de planes y vuelve aquí para pagarlo."
      />
    );
  } else if (quote.isPending) {
    body = <CheckoutSkeleton />;
  } else if (quote.isError) {
    const status = errorStatus(quote.error);
    body =
      status === 404 || status === 400 ? (
        <NoProduct
          title="Este plan o paquete no está a la venta"
          message="Puede que ya no exista o que el enlace esté incompleto. Mira los planes y paquetes disponibles."
        />
      ) : status === 401 ? (
        <ErrorState
          title="Tu sesión terminó"
          message={
            <>
              <Link
                to={paths.auth.build({ redirectTo: `${location.pathname}${location.search}` })}
                className="font-semibold text-primary underline"
              >
                Inicia sesión de nuevo
              </Link>{' '}
              para continuar con el pago.
            </>
          }
        />
      ) : status === 403 ? (
        <NoProduct title="No puedes comprar esto con tu cuenta" message={paymentErrorMessage(quote.error)} />
      ) : (
        <ErrorState
          title="No pudimos preparar tu pedido"
          message={paymentErrorMessage(quote.error)}
          onRetry={() => void quote.refetch()}
        />
      );
  } else {
    body = (
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="flex flex-col gap-6">
          <ProductDetails product={quote.data.product} />
          {currentPlanOf(catalog.data, quote.data.product) ? null : billing?.(quote.data.totalCents)}
        </div>
        <SummaryCard
          productId={productId}
          quote={quote.data}
          refreshing={quote.isPlaceholderData}
          onApplyCode={setCode}
          currentPlan={currentPlanOf(catalog.data, quote.data.product)}
        />
      </div>
    );
  }

  return (
    <>
      <title>{`${title} | Traspasa`}</title>
      <PageHeader
        eyebrow="Pago seguro"
        title={title}
        description={
          isPlan
            ? 'Revisa tu plan, aplica tu código de descuento si tienes uno y elige cómo pagar.'
            : 'Revisa tu pedido, aplica tu código de descuento si tienes uno y paga con tarjeta o por transferencia.'
        }
      />
      <PageBody className="flex flex-col gap-6">
        {canceled ? (
          <p
            role="status"
            className="flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm leading-6 text-sky-950"
          >
            <InfoIcon className="mt-0.5 size-5 shrink-0 text-sky-700" aria-hidden="true" />
            <span>
              <span className="font-semibold">Cancelaste el pago.</span> No se realizó ningún cargo. Puedes
              intentarlo de nuevo cuando quieras.
              {back ? (
                <>
                  {' '}
                  <Link to={back} className="font-semibold underline underline-offset-4">
                    Volver a tu anuncio
                  </Link>
                  : tu borrador está guardado.
                </>
              ) : null}
            </span>
          </p>
        ) : null}
        {body}
      </PageBody>
    </>
  );
}
