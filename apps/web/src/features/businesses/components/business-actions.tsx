import { FlagIcon, LinkIcon, MessageCircleIcon, Share2Icon } from 'lucide-react';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useRequireSignIn } from '@/hooks/use-require-sign-in';
import { useSiteOrigin } from '@/hooks/use-site-origin';
import { toast } from '@/hooks/use-toast';
import { useUser } from '@/lib/session';
import { listingShareUrl, whatsappShareUrl } from '../lib/share';

// The dialog (and zod, through the shared schemas) loads only when someone opens it.
const ReportDialog = lazy(() => import('./report-dialog'));

/**
 * Guardar (favourite), share (WhatsApp, copy the link, and the phone's own share sheet where
 * there is one) and Denunciar on a listing. `href` is the listing's canonical path.
 */
export function BusinessActions({
  businessId,
  title,
  href,
  SaveButton,
}: {
  businessId: number;
  title: string;
  href: string;
  /** «Guardar», which the favourites feature owns (the route passes it in). */
  SaveButton: ComponentType<{ businessId: number }>;
}) {
  const { data: user } = useUser();
  const requireSignIn = useRequireSignIn();
  const signedIn = Boolean(user);
  const [reportOpen, setReportOpen] = useState(false);

  const origin = useSiteOrigin();
  const shareUrl = origin ? listingShareUrl(origin, href) : href;
  // The phone's own share sheet, where the browser has one (checked once mounted).
  const [canShareNatively, setCanShareNatively] = useState(false);
  useEffect(() => setCanShareNatively(typeof navigator.share === 'function'), []);

  const onNativeShare = async () => {
    try {
      await navigator.share({ title, text: `${title} — en venta en Traspasa`, url: shareUrl });
    } catch (error) {
      if ((error as Error)?.name !== 'AbortError') await onCopy();
    }
  };

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      toast({ title: 'Enlace copiado', description: 'Pégalo donde quieras compartirlo.' });
    } catch {
      toast({ title: 'Copia este enlace', description: shareUrl });
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <SaveButton businessId={businessId} />
      <Button asChild variant="outline">
        <a href={whatsappShareUrl(title, shareUrl)} target="_blank" rel="noopener noreferrer">
          <MessageCircleIcon aria-hidden="true" />
          WhatsApp
          <span className="sr-only"> (compartir, se abre en otra pestaña)</span>
        </a>
      </Button>
      <Button type="button" variant="outline" onClick={() => void onCopy()}>
        <LinkIcon aria-hidden="true" />
        Copiar enlace
      </Button>
      {canShareNatively ? (
        <Button type="button" variant="outline" onClick={() => void onNativeShare()}>
          <Share2Icon aria-hidden="true" />
          Compartir
        </Button>
      ) : null}
      <Button
        type="button"
        variant="ghost"
        className="text-muted-foreground"
        onClick={() => (signedIn ? setReportOpen(true) : requireSignIn('denunciar un anuncio'))}
      >
        <FlagIcon aria-hidden="true" />
        Denunciar
      </Button>
      {signedIn && reportOpen ? (
        <Suspense fallback={null}>
          <ReportDialog businessId={businessId} open={reportOpen} onOpenChange={setReportOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
