import { FlagIcon, HeartIcon, LinkIcon, Loader2Icon, MessageCircleIcon, Share2Icon } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useFavorites, useToggleFavorite } from '@/features/favorites/api/favorites';
import { useSiteOrigin } from '@/hooks/use-site-origin';
import { toast } from '@/hooks/use-toast';
import { listingErrorMessage } from '@/lib/listing-error-message';
import { useUser } from '@/lib/session';
import { cn } from '@/lib/utils';
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
}: {
  businessId: number;
  title: string;
  href: string;
}) {
  const { data: user } = useUser();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = Boolean(user);
  const favorites = useFavorites(signedIn);
  const toggle = useToggleFavorite(businessId);
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const [reportOpen, setReportOpen] = useState(false);
  const here = `${location.pathname}${location.search}`;

  const savedOnServer = Boolean(favorites.data?.items.some((item) => item.id === businessId));
  const saved = optimistic ?? savedOnServer;

  const requireSignIn = (what: string) => {
    toast({ title: `Inicia sesión para ${what}` });
    navigate(paths.auth.build({ redirectTo: here }));
  };

  const onSave = () => {
    if (!signedIn) return requireSignIn('guardar negocios');
    const next = !saved;
    setOptimistic(next);
    toggle.mutate(next, {
      onSuccess: () => toast({ title: next ? 'Guardado en tus favoritos' : 'Quitado de tus favoritos' }),
      onError: (error) => {
        setOptimistic(null);
        toast({
          variant: 'destructive',
          title: 'No pudimos guardar el cambio',
          description: listingErrorMessage(
            error,
            'Revisa tu conexión e inténtalo de nuevo en unos segundos.',
          ),
        });
      },
      onSettled: () => setOptimistic(null),
    });
  };

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
      <Button
        type="button"
        variant="outline"
        onClick={onSave}
        aria-pressed={saved}
        disabled={toggle.isPending}
        className={cn(saved && 'border-rose-300 bg-rose-50 text-rose-800 hover:bg-rose-100')}
      >
        {toggle.isPending ? (
          <Loader2Icon className="animate-spin" aria-hidden="true" />
        ) : (
          <HeartIcon className={cn(saved && 'fill-current')} aria-hidden="true" />
        )}
        {saved ? 'Guardado' : 'Guardar'}
      </Button>
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
