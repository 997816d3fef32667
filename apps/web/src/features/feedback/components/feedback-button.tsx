import { lazy, Suspense, useState } from 'react';

// The dialog (its form, select and validation) is fetched on first use: the footer is on
// every page, and the first visit to "/" has a JavaScript budget (scripts/bundle-size.mjs).
const loadDialog = () => import('./feedback-dialog');
const FeedbackDialog = lazy(() => loadDialog().then((m) => ({ default: m.FeedbackDialog })));

/** "Enviar comentarios" as a text button (the footer's entry): opens the feedback dialog. */
export function FeedbackButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        Enviar comentarios
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
