import { MessagesSquareIcon } from 'lucide-react';

/** The right-hand pane on a computer before a conversation is chosen. */
export function NoThreadSelected() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 bg-muted/50 p-8 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
        <MessagesSquareIcon className="size-7" aria-hidden="true" />
      </span>
      <p className="text-lg font-semibold">Elige una conversación</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        Tus mensajes con compradores y vendedores llegan aquí al instante, con aviso de lectura.
      </p>
    </div>
  );
}
