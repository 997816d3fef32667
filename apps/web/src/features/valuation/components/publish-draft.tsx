import type { PublicUser } from '@traspasa/shared/auth';
import { ArrowRightIcon, StoreIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PendingButton } from '@/components/ui/pending-button';
import { paths } from '@/config/paths';

/** The seller side is open to sellers and admins, and to buyers who added the seller role. */
export const maySell = (user: PublicUser | null | undefined) =>
  !!user && (user.role === 'seller' || user.role === 'admin' || user.secondaryRole === 'seller');

/**
 * "Publica tu negocio con estos datos": a seller gets the draft at once; anyone else is
 * told what happens next (sign in or register as seller, or add the role).
 */
export function PublishDraft({
  user,
  pending,
  error,
  onPublish,
}: {
  user: PublicUser | null | undefined;
  pending: boolean;
  error: string | null;
  onPublish: () => void;
}) {
  const signedInNonSeller = !!user && !maySell(user);
  return (
    <section aria-labelledby="valuation-publish" className="rounded-2xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="valuation-publish" className="flex items-center gap-2 text-lg font-semibold">
        <StoreIcon className="size-5 text-primary" aria-hidden="true" />
        ¿Quieres venderlo?
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {user
          ? 'Creamos un borrador de anuncio con estos datos y el valor típico como precio. Lo revisas y completas antes de enviarlo: nadie lo ve hasta que lo apruebe el equipo.'
          : 'Inicia sesión o crea tu cuenta de vendedor y te llevamos al borrador de anuncio con estos datos y el valor típico como precio. Nadie lo ve hasta que lo completes y lo apruebe el equipo.'}
      </p>
      {signedInNonSeller ? (
        <p className="mt-3 text-sm">
          Tu cuenta es de {user.role === 'consultant' ? 'consultor' : 'comprador'}. Para publicar, agrega el
          rol de vendedor en{' '}
          <Link
            to={paths.profileSettings.href}
            className="font-medium text-primary underline underline-offset-4"
          >
            la configuración de tu cuenta
          </Link>{' '}
          y vuelve aquí: tus datos te esperan en esta pestaña.
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <PendingButton
        variant="accent"
        className="mt-4 w-full sm:w-auto"
        pending={pending}
        pendingLabel="Creando el borrador…"
        disabled={signedInNonSeller}
        onClick={onPublish}
      >
        Publica tu negocio con estos datos
        <ArrowRightIcon aria-hidden="true" />
      </PendingButton>
    </section>
  );
}
