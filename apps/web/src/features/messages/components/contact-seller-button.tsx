// "Contactar al vendedor" on a listing (decision 071): opens the thread with the seller, with
// the listing as its subject. Shown when the listing detail says the viewer may message
// (a signed NDA, or an admin); the page explains the NDA otherwise.
import { MessageSquareIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { contactSellerHref } from '@/lib/listings/contact-seller';
import type { BusinessDetail } from '@/lib/listings/types';

export function ContactSellerButton({ business }: { business: BusinessDetail }) {
  const sellerId = business.sellerId;
  if (!business.access?.canMessage || business.status === 'sold') return null;
  if (!sellerId) {
    // The detail carries sellerId whenever canMessage (decision 070); without it there is nothing to open.
    return (
      <div className="grid gap-2">
        <Button size="lg" className="w-full" disabled aria-describedby="contact-seller-unavailable">
          <MessageSquareIcon aria-hidden="true" />
          Contactar al vendedor
        </Button>
        <p id="contact-seller-unavailable" className="text-sm text-muted-foreground">
          No pudimos abrir la conversación con el vendedor en este momento. Recarga la página o inténtalo más
          tarde.
        </p>
      </div>
    );
  }
  return (
    <Button asChild size="lg" className="w-full">
      <Link to={contactSellerHref(sellerId, business.id)}>
        <MessageSquareIcon aria-hidden="true" />
        Contactar al vendedor
      </Link>
    </Button>
  );
}
