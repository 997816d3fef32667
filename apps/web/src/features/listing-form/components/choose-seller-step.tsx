import type { AdminUserSummary } from '@traspasa/shared/admin-users';
import { ArrowRightIcon } from 'lucide-react';
import { useState } from 'react';
import { PageBody } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { SellerPicker } from './seller-picker';

/**
 * `/business/new`, before the form: the admin picks whose listing it is. The draft is
 * created for that seller (POST /api/businesses with `sellerId`) and shows in their panel.
 */
export function ChooseSellerStep({
  initial,
  onConfirm,
}: {
  initial: AdminUserSummary | null;
  onConfirm: (seller: AdminUserSummary) => void;
}) {
  const [seller, setSeller] = useState<AdminUserSummary | null>(initial);
  const [error, setError] = useState<string | undefined>();

  return (
    <PageBody className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>Crear un anuncio para un vendedor | Traspasa</title>
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Administración</p>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Crear un anuncio para un vendedor</h1>
        <p className="text-muted-foreground">
          Primero elige al vendedor. El borrador será suyo desde el principio: lo verá en su panel y podrá
          seguir editándolo. Tú puedes completarlo y enviarlo a revisión.
        </p>
      </header>
      <form
        className="grid gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (seller) onConfirm(seller);
          else setError('Elige un vendedor de la lista para continuar.');
        }}
      >
        <SellerPicker
          value={seller}
          error={error}
          onChange={(next) => {
            setSeller(next);
            setError(undefined);
          }}
        />
        <div className="flex justify-end border-t pt-4">
          <Button type="submit" className="w-full sm:w-auto">
            Continuar con este vendedor
            <ArrowRightIcon aria-hidden="true" />
          </Button>
        </div>
      </form>
    </PageBody>
  );
}
