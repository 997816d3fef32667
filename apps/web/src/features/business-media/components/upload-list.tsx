import { AlertCircleIcon, CheckCircle2Icon } from 'lucide-react';

export type UploadItem = { key: string; name: string; progress: number; error?: string; done?: boolean };

/** One progress bar per file being uploaded. */
export function UploadList({ items }: { items: UploadItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label="Archivos en subida">
      {items.map((item) => (
        <li key={item.key} className="rounded-lg border bg-card p-3">
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="min-w-0 truncate font-medium">{item.name}</span>
            {item.error ? (
              <AlertCircleIcon className="size-4 shrink-0 text-destructive" aria-hidden="true" />
            ) : item.done ? (
              <CheckCircle2Icon className="size-4 shrink-0 text-green-700" aria-hidden="true" />
            ) : (
              <span className="shrink-0 tabular-nums text-muted-foreground">{item.progress}%</span>
            )}
          </div>
          {item.error ? (
            <p role="alert" className="mt-1 text-sm text-destructive">
              {item.error}
            </p>
          ) : (
            <div
              className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
              role="progressbar"
              aria-label={`Subiendo ${item.name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={item.progress}
            >
              <div
                className="h-full rounded-full bg-primary transition-[width]"
                style={{ width: `${item.done ? 100 : item.progress}%` }}
              />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
