import { feedbackCategoryLabels, feedbackStatusLabels } from '@traspasa/shared/feedback';
import { MessageSquareTextIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyFeedback } from '../api/feedback';
import { feedbackStatusTone, formatFeedbackDate } from '../lib/labels';
import { FeedbackDialog } from './feedback-dialog';

/** "Tus comentarios" on the profile: what the person wrote, its status and our response. */
export function MyFeedback() {
  const query = useMyFeedback();
  const [open, setOpen] = useState(false);
  const items = query.data?.items ?? [];

  return (
    <section
      id="tus-comentarios"
      aria-labelledby="tus-comentarios-title"
      className="mt-8 grid scroll-mt-24 gap-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="tus-comentarios-title" className="text-lg font-semibold text-foreground">
            Tus comentarios
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Lo que nos escribiste y nuestras respuestas. También te las enviamos por correo.
          </p>
        </div>
        <Button variant="outline" onClick={() => setOpen(true)}>
          Enviar comentarios
        </Button>
      </div>
      {query.isPending ? (
        <div className="grid gap-3" role="status" aria-label="Cargando tus comentarios">
          <Skeleton className="h-20 w-full" />
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          No pudimos cargar tus comentarios.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
            Intentar de nuevo
          </button>
        </p>
      ) : items.length === 0 ? (
        <div className="flex items-center gap-3 rounded-xl border border-dashed bg-card p-5 text-sm text-muted-foreground">
          <MessageSquareTextIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
          Todavía no nos has escrito. Si algo no funciona o tienes una idea, cuéntanos con «Enviar
          comentarios».
        </div>
      ) : (
        <ul className="grid gap-3">
          {items.map((item) => (
            <li key={item.id} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-muted-foreground">
                  {feedbackCategoryLabels[item.category]} · {formatFeedbackDate(item.createdAt)}
                </p>
                <Badge variant={feedbackStatusTone[item.status]}>{feedbackStatusLabels[item.status]}</Badge>
              </div>
              <p className="text-sm leading-6 whitespace-pre-line break-words">{item.message}</p>
              {item.response ? (
                <div className="rounded-lg border-l-4 border-primary bg-primary-soft p-3">
                  <p className="text-xs font-semibold text-primary uppercase">
                    Respuesta del equipo de Traspasa
                    {item.respondedAt ? ` · ${formatFeedbackDate(item.respondedAt)}` : ''}
                  </p>
                  <p className="mt-1 text-sm leading-6 whitespace-pre-line break-words">{item.response}</p>
                </div>
              ) : item.status === 'pending' ? (
                <p className="text-xs text-muted-foreground">
                  Lo estamos revisando; te responderemos por correo.
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <FeedbackDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) void query.refetch();
        }}
      />
    </section>
  );
}
