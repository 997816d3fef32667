import {
  type SavedSearchFrequency,
  savedSearchFrequencies,
  savedSearchFrequencyLabels,
} from '@traspasa/shared/saved-searches';

const frequencyHints: Record<SavedSearchFrequency, string> = {
  instant: 'Un correo en cuanto se publique un negocio que coincida.',
  daily: 'Un solo correo al día con los negocios nuevos.',
  weekly: 'Un correo los lunes con los negocios de la semana.',
};

/** «¿Cada cuánto te avisamos?»: the three frequencies as radio cards, each with what it sends. */
export function FrequencyField({
  name,
  value,
  onChange,
}: {
  /** The radio group's name, unique on the page. */
  name: string;
  value: SavedSearchFrequency;
  onChange: (frequency: SavedSearchFrequency) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">¿Cada cuánto te avisamos?</legend>
      {savedSearchFrequencies.map((f) => (
        <label
          key={f}
          className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
        >
          <input
            type="radio"
            name={name}
            value={f}
            checked={value === f}
            onChange={() => onChange(f)}
            className="mt-0.5 size-4 accent-[var(--color-primary)]"
          />
          <span className="grid gap-0.5">
            <span className="text-sm font-medium">{savedSearchFrequencyLabels[f]}</span>
            <span className="text-sm text-muted-foreground">{frequencyHints[f]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
