import { MessagesSquareIcon } from 'lucide-react';
import { useConversations } from '../api/get-conversations';

/**
 * The right-hand pane on a computer before a conversation is chosen. It never asks to
 * choose from a list that is empty: with no conversation yet, it says where they will appear.
 */
export function NoThreadSelected() {
  const list = useConversations('');
  const none = list.isSuccess && list.data.pages.every((page) => page.items.length === 0);
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 bg-muted/50 p-8 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
        <MessagesSquareIcon className="size-7" aria-hidden="true" />
      </span>
      <p className="text-lg font-semibold">
        {none ? 'Aquí leerás tus conversaciones' : 'Elige una conversación'}
      </p>
      <p className="max-w-sm text-sm text-muted-foreground">
        {none
          ? 'Cuando empieces una conversación o alguien te escriba, ábrela en la lista para leerla aquí.'
          : 'Tus mensajes con compradores y vendedores llegan aquí al instante, con aviso de lectura.'}
      </p>
    </div>
  );
}
