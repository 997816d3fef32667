import { formatUsd } from '@traspasa/shared/format';
import {
  BadgeCheckIcon,
  CoffeeIcon,
  FileSignatureIcon,
  LockIcon,
  MapPinIcon,
  StarIcon,
  UtensilsIcon,
} from 'lucide-react';

/**
 * What a listing looks like on Traspasa, drawn in HTML: the public part, the part an
 * NDA unlocks, and the signature evidence. Decoration only (aria-hidden).
 */
export function HeroIllustration() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm select-none">
      <div className="rotate-1 rounded-2xl bg-background p-5 text-foreground shadow-2xl ring-1 ring-black/5">
        <div className="relative flex h-36 items-end overflow-hidden rounded-xl bg-gradient-to-br from-amber-200 via-orange-100 to-teal-100 p-3">
          <CoffeeIcon
            className="absolute top-1/2 left-1/2 size-16 -translate-x-1/2 -translate-y-1/2 text-amber-900/25"
            strokeWidth={1.5}
          />
          <span className="relative inline-flex items-center gap-1 rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">
            <StarIcon className="size-3.5" />
            Destacado
          </span>
        </div>
        <p className="mt-4 flex items-center gap-1.5 text-xs font-semibold text-primary">
          <UtensilsIcon className="size-3.5" />
          Restaurantes
        </p>
        <p className="mt-1 text-lg font-semibold leading-snug">
          Cafetería de especialidad con clientela fija
        </p>
        <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
          <MapPinIcon className="size-4" />
          Quito, Pichincha
        </p>
        <div className="mt-4 grid grid-cols-2 gap-3 border-t border-border pt-4">
          <div>
            <p className="text-xs text-muted-foreground">Precio</p>
            <p className="figure text-lg font-bold text-foreground">{formatUsd(85000)}</p>
          </div>
          <div>
            <p className="text-xs text-muted-foreground">Utilidad anual</p>
            <p className="figure text-lg font-bold text-foreground">{formatUsd(32000)}</p>
          </div>
        </div>
        <div className="mt-4 rounded-xl border border-dashed border-primary/30 bg-primary-soft p-3">
          <p className="flex items-center gap-2 text-sm font-semibold text-primary">
            <LockIcon className="size-4" />
            Información confidencial
          </p>
          <div className="mt-2 space-y-1.5">
            <div className="h-2.5 w-11/12 rounded-full bg-primary/15" />
            <div className="h-2.5 w-3/4 rounded-full bg-primary/15" />
          </div>
        </div>
      </div>

      <div className="absolute -bottom-6 -left-10 flex -rotate-2 items-center gap-3 rounded-xl bg-background px-4 py-3 text-foreground shadow-xl ring-1 ring-black/5">
        <span className="flex size-9 items-center justify-center rounded-full bg-green-100 text-green-800">
          <FileSignatureIcon className="size-5" />
        </span>
        <div>
          <p className="text-sm font-semibold">Acuerdo firmado</p>
          <p className="text-xs text-muted-foreground">Con fecha, IP y huella del documento</p>
        </div>
      </div>

      <div className="absolute -top-5 -right-6 flex rotate-3 items-center gap-2 rounded-full bg-background px-3 py-2 text-sm font-semibold text-foreground shadow-lg ring-1 ring-black/5">
        <BadgeCheckIcon className="size-4 text-green-700" />
        Identidad verificada
      </div>
    </div>
  );
}
