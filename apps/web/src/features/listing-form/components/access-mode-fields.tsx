// Who opens the confidential part of the listing (decision 062): signing the agreement, or the
// seller's approval of each request; and whether the buyer needs verified funds.
import { bandForPrice, fundsBandLabels } from '@traspasa/shared/funds';
import {
  type ListingAccessMode,
  listingAccessModeHints,
  listingAccessModeLabels,
  listingAccessModes,
} from '@traspasa/shared/listing-access';
import { parseMoneyInput } from '@traspasa/shared/money';
import { Switch } from '@/components/ui/switch';
import type { ListingValues, SetValue } from '../lib/values';

/** The band a buyer's verified funds must reach, by the asking price typed in step 2. */
export function fundsRequirementHint(askingPrice: string): string {
  const parsed = parseMoneyInput(askingPrice);
  if (!parsed.ok || parsed.value === null) {
    return 'Pedimos fondos verificados en la banda de tu precio de venta o una mayor. Escribe el precio en el paso «Números» para verla.';
  }
  const band = bandForPrice(Math.round(parsed.value * 100));
  return `Con tu precio, el comprador necesita fondos verificados por Traspasa en la banda «${fundsBandLabels[band]}» o una mayor.`;
}

export function AccessModeFields({ values, set }: { values: ListingValues; set: SetValue }) {
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">Quién ve la parte confidencial</legend>
        {listingAccessModes.map((mode: ListingAccessMode) => (
          <label
            key={mode}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
          >
            <input
              type="radio"
              name="access-mode"
              value={mode}
              checked={values.accessMode === mode}
              onChange={() => set('accessMode', mode)}
              aria-describedby={`access-mode-${mode}-hint`}
              className="mt-1 size-4 shrink-0 accent-[var(--color-primary)]"
            />
            <span className="grid gap-1">
              <span className="text-sm font-medium">{listingAccessModeLabels[mode]}</span>
              <span id={`access-mode-${mode}-hint`} className="text-sm text-muted-foreground">
                {listingAccessModeHints[mode]}
              </span>
            </span>
          </label>
        ))}
        <p className="text-xs text-muted-foreground">
          Puedes cambiarlo cuando quieras; quien ya tiene acceso lo conserva hasta que se lo revoques.
        </p>
      </fieldset>
      <div className="flex min-h-11 items-start gap-3 rounded-lg border p-3">
        <Switch
          id="verified-funds-only"
          checked={values.requireVerifiedFunds}
          onCheckedChange={(v) => set('requireVerifiedFunds', v)}
          aria-describedby="verified-funds-hint"
        />
        <span className="grid gap-1">
          <label htmlFor="verified-funds-only" className="text-sm font-medium">
            Solo compradores con fondos verificados pueden firmar el acuerdo
          </label>
          <span id="verified-funds-hint" className="text-sm text-muted-foreground">
            {fundsRequirementHint(values.askingPrice)} Los accesos ya aprobados no cambian.
          </span>
        </span>
      </div>
    </>
  );
}
