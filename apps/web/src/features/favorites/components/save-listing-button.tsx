import { HeartIcon, Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useRequireSignIn } from '@/hooks/use-require-sign-in';
import { toast } from '@/hooks/use-toast';
import { listingErrorMessage } from '@/lib/listing-error-message';
import { useUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useFavorites, useToggleFavorite } from '../api/favorites';

/** «Guardar» on a listing's page: saves it to (or takes it out of) the buyer's favourites. */
export function SaveListingButton({ businessId }: { businessId: number }) {
  const { data: user } = useUser();
  const requireSignIn = useRequireSignIn();
  const signedIn = Boolean(user);
  const favorites = useFavorites(signedIn);
  const toggle = useToggleFavorite(businessId);
  const [optimistic, setOptimistic] = useState<boolean | null>(null);

  const savedOnServer = Boolean(favorites.data?.items.some((item) => item.id === businessId));
  const saved = optimistic ?? savedOnServer;

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

  return (
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
  );
}
