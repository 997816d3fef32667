/** One file's upload, with its percentage (BRAND.md: every upload shows progress). */
export function UploadProgress({
  name,
  progress,
  error,
}: {
  name: string;
  progress: number;
  error?: string;
}) {
  return (
    <div className="rounded-lg border bg-card p-3">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="min-w-0 truncate font-medium">{name}</span>
        {error ? null : <span className="shrink-0 tabular-nums text-muted-foreground">{progress}%</span>}
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-destructive">
          {error}
        </p>
      ) : (
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label={`Subiendo ${name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${progress}%` }}
          />
        </div>
      )}
    </div>
  );
}
