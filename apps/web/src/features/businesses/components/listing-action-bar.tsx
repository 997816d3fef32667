import { formatUsd } from '@traspasa/shared/format';
import { EyeIcon, FileSignatureIcon, MessageSquareIcon, ShieldCheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useVerifiedBuyerGate } from '@/hooks/use-verified-buyer-gate';
import { contactSellerHref } from '@/lib/listings/contact-seller';
import { toNumber } from '@/lib/listings/figures';
import type { BusinessDetail } from '@/lib/listings/types';
import { type ListingMainAction, listingMainAction } from '../lib/main-action';

/** The id the page gives the confidential section's wrapper (the bar and the banner scroll there). */
export const CONFIDENTIAL_ANCHOR = 'informacion-confidencial';

/** Button text and target of each main action. */
export function mainActionLink(
  action: ListingMainAction,
  businessId: number,
  here: string,
): { label: string; to: string } {
  switch (action.kind) {
    case 'sign':
      return { label: 'Firmar acuerdo', to: paths.ndaSignature.build(businessId, here) };
    case 'verify':
      return { label: 'Verificar mi identidad', to: paths.identityVerification.href };
    case 'nda-status':
      return { label: 'Ver estado de tu acuerdo', to: paths.ndaStatus.build(businessId) };
    case 'contact':
      return { label: 'Contactar al vendedor', to: contactSellerHref(action.sellerId, businessId) };
    case 'confidential':
      return { label: 'Ver información confidencial', to: `#${CONFIDENTIAL_ANCHOR}` };
  }
}

const icons: Record<ListingMainAction['kind'], ReactNode> = {
  sign: <FileSignatureIcon aria-hidden="true" />,
  verify: <ShieldCheckIcon aria-hidden="true" />,
  'nda-status': <ShieldCheckIcon aria-hidden="true" />,
  contact: <MessageSquareIcon aria-hidden="true" />,
  confidential: <EyeIcon aria-hidden="true" />,
};

/** Scrolls to the confidential section and moves the focus there (keyboard and screen readers follow). */
export function goToConfidential() {
  const target = document.getElementById(CONFIDENTIAL_ANCHOR);
  if (!target) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

/**
 * Phones only (< md): the listing's main action fixed at the bottom, above the safe area.
 * `data-bottom-bar="fixed"` makes the footer leave room for it and hides the floating cookie
 * button, so the bar never covers content and nothing covers the bar.
 */
export function ListingActionBar({ business }: { business: BusinessDetail }) {
  const location = useLocation();
  const { gate } = useVerifiedBuyerGate(business.requireVerifiedBuyer);
  const action = listingMainAction(business, gate);
  if (!action) return null;
  const { label, to } = mainActionLink(action, business.id, `${location.pathname}${location.search}`);
  const price = toNumber(business.askingPrice) === null ? 'A convenir' : formatUsd(business.askingPrice);

  return (
    <div
      data-bottom-bar="fixed"
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur md:hidden"
    >
      <div className="mx-auto flex max-w-xl items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-xs text-muted-foreground">Precio de venta</p>
          <p className="figure truncate text-lg leading-tight font-bold">{price}</p>
        </div>
        <Button
          asChild
          variant={action.kind === 'sign' || action.kind === 'verify' ? 'accent' : 'default'}
          className="min-h-11 shrink-0"
        >
          {action.kind === 'confidential' ? (
            <a
              href={to}
              onClick={(event) => {
                event.preventDefault();
                goToConfidential();
              }}
            >
              {icons[action.kind]}
              {label}
            </a>
          ) : (
            <Link to={to}>
              {icons[action.kind]}
              {label}
            </Link>
          )}
        </Button>
      </div>
    </div>
  );
}
