import type { DiscountCodeView } from '@traspasa/shared/payments';
import { BadgePercentIcon, PencilIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { actionsColumn, CardFact, CardList, DataTable } from '@/components/data-list/data-table';
import { ListStates } from '@/components/data-list/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/hooks/use-toast';
import { requestErrorMessage } from '@/lib/request-error';
import { cn } from '@/lib/utils';
import { useDiscountCodes } from '../api/get-discount-codes';
import { type DiscountProduct, useDiscountProducts } from '../api/get-discount-products';
import { useSaveDiscountCode } from '../api/save-discount-code';
import {
  codeStatus,
  codeStatusLabels,
  discountText,
  expiryText,
  productText,
  usesText,
} from '../lib/display';
import { DiscountCodeDialog } from './discount-code-dialog';

function StatusBadge({ code }: { code: DiscountCodeView }) {
  const { label, tone } = codeStatusLabels[codeStatus(code)];
  return <Badge variant={tone}>{label}</Badge>;
}

/** Switches a code on or off at once; the list refreshes with the server's answer. */
function ActiveSwitch({ code }: { code: DiscountCodeView }) {
  const save = useSaveDiscountCode();
  const toggle = (isActive: boolean) =>
    save.mutate(
      { kind: 'update', id: code.id, input: { isActive } },
      {
        onSuccess: () =>
          toast({
            variant: 'success',
            title: isActive ? 'Código activado' : 'Código desactivado',
            description: isActive
              ? `${code.code} vuelve a aceptarse al pagar.`
              : `${code.code} ya no se acepta al pagar. Los pagos hechos con él no cambian.`,
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'No se pudo hacer el cambio',
            description: requestErrorMessage(error, 'Inténtalo de nuevo en unos segundos.'),
          }),
      },
    );
  // While the request runs the switch shows where it is going.
  const checked =
    save.isPending && save.variables?.kind === 'update' ? !!save.variables.input.isActive : code.isActive;
  return (
    <Switch
      checked={checked}
      disabled={save.isPending}
      onCheckedChange={toggle}
      aria-label={`Código ${code.code} activo`}
    />
  );
}

function EditButton({ code, onEdit, wide }: { code: DiscountCodeView; onEdit: () => void; wide?: boolean }) {
  return (
    <Button size="sm" variant="outline" className={cn('min-h-11', wide && 'w-full')} onClick={onEdit}>
      <PencilIcon aria-hidden="true" />
      Editar<span className="sr-only"> el código {code.code}</span>
    </Button>
  );
}

function CodesTable({
  codes,
  products,
  onEdit,
}: {
  codes: DiscountCodeView[];
  products: DiscountProduct[] | undefined;
  onEdit: (code: DiscountCodeView) => void;
}) {
  return (
    <DataTable
      caption="Códigos de descuento, los más recientes primero"
      columns={[
        'Código',
        { label: 'Descuento', className: 'text-right' },
        'Vale para',
        'Usos',
        'Vence',
        'Estado',
        'Activo',
        actionsColumn,
      ]}
    >
      {codes.map((code) => (
        <tr key={code.id}>
          <td className="px-4 py-3 font-mono font-semibold break-all">{code.code}</td>
          <td className="figure px-4 py-3 text-right font-semibold whitespace-nowrap">
            {discountText(code)}
          </td>
          <td className="max-w-56 px-4 py-3">{productText(code.validForPlan, products)}</td>
          <td className="px-4 py-3 whitespace-nowrap tabular-nums">{usesText(code)}</td>
          <td className="px-4 py-3 whitespace-nowrap">{expiryText(code.expiresAt)}</td>
          <td className="px-4 py-3">
            <StatusBadge code={code} />
          </td>
          <td className="px-4 py-3">
            <ActiveSwitch code={code} />
          </td>
          <td className="px-4 py-3 text-right">
            <EditButton code={code} onEdit={() => onEdit(code)} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function CodeCards({
  codes,
  products,
  onEdit,
}: {
  codes: DiscountCodeView[];
  products: DiscountProduct[] | undefined;
  onEdit: (code: DiscountCodeView) => void;
}) {
  return (
    <CardList label="Códigos de descuento">
      {codes.map((code) => (
        <li key={code.id} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-mono text-base font-semibold break-all">{code.code}</p>
              <p className="figure text-lg font-bold">{discountText(code)}</p>
            </div>
            <StatusBadge code={code} />
          </div>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <CardFact label="Vale para">{productText(code.validForPlan, products)}</CardFact>
            <CardFact label="Usos">{usesText(code)}</CardFact>
            <CardFact label="Vence">{expiryText(code.expiresAt)}</CardFact>
          </dl>
          <div className="flex items-center justify-between gap-3 border-t pt-3">
            <div className="flex items-center gap-3 text-sm font-medium">
              <ActiveSwitch code={code} />
              <span aria-hidden="true">{code.isActive ? 'Activo' : 'Inactivo'}</span>
            </div>
            <EditButton code={code} onEdit={() => onEdit(code)} />
          </div>
        </li>
      ))}
    </CardList>
  );
}

/** The admin's discount codes: newest first, created, edited and switched on or off here. */
export function DiscountCodesList() {
  const query = useDiscountCodes();
  const products = useDiscountProducts();
  const [target, setTarget] = useState<DiscountCodeView | 'new' | null>(null);
  const codes = query.data?.pages.flatMap((page) => page.items) ?? [];
  const createButton = (
    <Button onClick={() => setTarget('new')}>
      <PlusIcon aria-hidden="true" />
      Crear código
    </Button>
  );

  return (
    <section aria-labelledby="discount-codes-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="discount-codes-title" className="text-xl font-semibold">
          Tus códigos
        </h2>
        {codes.length > 0 ? createButton : null}
      </div>
      <ListStates
        query={query}
        isEmpty={codes.length === 0}
        loading="Cargando los códigos de descuento"
        skeletonClassName="h-14"
        errorTitle="No pudimos cargar los códigos de descuento"
        errorMessage={(error) =>
          requestErrorMessage(error, 'Revisa tu conexión a internet e inténtalo de nuevo en unos segundos.')
        }
        empty={{
          icon: BadgePercentIcon,
          title: 'Todavía no hay códigos de descuento',
          action: createButton,
          text: 'Crea un código para una campaña o un cliente: un porcentaje o un monto fijo, con un máximo de usos y una fecha de vencimiento si quieres.',
        }}
        className={cn(query.isFetching && !query.isFetchingNextPage && 'opacity-70')}
      >
        <CodesTable codes={codes} products={products.data} onEdit={setTarget} />
        <CodeCards codes={codes} products={products.data} onEdit={setTarget} />
        <LoadMore query={query} what="códigos" />
      </ListStates>
      <DiscountCodeDialog target={target} onClose={() => setTarget(null)} />
    </section>
  );
}
