import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True while React hydrates the calling component (and on the server, where the server
 * snapshot is used too), false in a client render. After hydration React renders the
 * component once more with the client's value.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** When the server rendered the page (ms since the epoch), or null for a client-rendered one. */
const RenderedAt = createContext<number | null>(null);

export function RenderClockProvider({
  renderedAt,
  children,
}: {
  renderedAt: number | null;
  children: ReactNode;
}) {
  return <RenderedAt value={renderedAt}>{children}</RenderedAt>;
}

/**
 * "Now" for a label that reads the clock ("Actualizado hace 3 horas"). While a part hydrates it
 * is the moment the server rendered the page, so the label matches the server's markup however
 * late the part hydrates (decision 146: a card far down hydrates when it is scrolled to); React
 * then renders it again with the browser's clock. Elsewhere it is the browser's clock.
 */
export function useRenderNow(): Date {
  const renderedAt = useContext(RenderedAt);
  const hydrating = useHydrating();
  return new Date(hydrating && renderedAt !== null ? renderedAt : Date.now());
}
