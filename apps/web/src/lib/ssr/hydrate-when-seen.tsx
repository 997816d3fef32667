import { type ReactNode, Suspense, use, useId } from 'react';
import { useHydrating } from './render-clock';

/**
 * Hydrating a server-rendered part only when it is needed (decision 146): its markup is on
 * screen from the start, its code runs when it comes near the screen or is touched. On a
 * phone this keeps the cards past the first, the hidden desktop filter column and a listing's
 * lower sections out of the page's start.
 *
 * How: the part is its own Suspense boundary whose first child, `SeenGate`, suspends while
 * the boundary is being hydrated and its gate is shut; React then leaves the server's markup
 * as it is (no fallback is shown) and hydrates the boundary when the gate's promise settles.
 * A gate opens
 * - when the boundary's elements come within `NEAR` of the screen (IntersectionObserver; an
 *   element that is not displayed never does);
 * - on a press, a key or focus inside them: a capture listener on `document` runs before
 *   React's own on the root, so React's synchronous hydration of the pressed part then finds
 *   the gate open and the event is handled as usual;
 * - all together on `openAllGates()`: whatever is about to change the page (a router
 *   navigation, a change to the data the server rendered it with: main.tsx) opens every gate
 *   first. React cannot update a part still dehydrated: a transition would wait for it, any
 *   other update would throw the server's markup away and render the part anew.
 * Outside hydration (a client render, or React giving up on the markup) the gate never
 * suspends.
 */

/** How far off the screen a part starts hydrating. */
const NEAR = '400px 0px';
/** Inputs that open the gate of the part they happen in. */
const INPUTS = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'click', 'input'];

type Gate = { open: boolean; promise: Promise<void>; release: () => void; elements: Element[] };

const gates = new Map<string, Gate>();
let observer: IntersectionObserver | null = null;
let allOpen = false;

function openGate(gate: Gate): void {
  if (gate.open) return;
  gate.open = true;
  for (const element of gate.elements) observer?.unobserve(element);
  gate.release();
}

/** Opens every gate: call before anything that updates the page. */
export function openAllGates(): void {
  allOpen = true;
  for (const gate of gates.values()) openGate(gate);
}

function onInput(event: Event): void {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const gate of gates.values()) {
    if (!gate.open && gate.elements.some((element) => element.contains(target))) openGate(gate);
  }
}

function onSeen(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    for (const gate of gates.values()) {
      if (!gate.open && gate.elements.includes(entry.target)) openGate(gate);
    }
  }
}

/** The elements the server rendered in the boundary: the marker's siblings up to its end. */
function boundaryElements(marker: Element): Element[] {
  const elements: Element[] = [];
  for (let node = marker.nextSibling; node; node = node.nextSibling) {
    // React closes a server-rendered Suspense boundary with the comment `/$`.
    if (node.nodeType === Node.COMMENT_NODE && (node as Comment).data === '/$') break;
    if (node instanceof Element) elements.push(node);
  }
  return elements;
}

function gateFor(id: string): Gate {
  const known = gates.get(id);
  if (known) return known;
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  const marker = document.querySelector(`template[data-when-seen="${CSS.escape(id)}"]`);
  const gate: Gate = { open: false, promise, release, elements: marker ? boundaryElements(marker) : [] };
  gates.set(id, gate);
  if (allOpen || gate.elements.length === 0 || typeof IntersectionObserver === 'undefined') {
    openGate(gate);
    return gate;
  }
  if (!observer) {
    observer = new IntersectionObserver(onSeen, { rootMargin: NEAR });
    for (const type of INPUTS) document.addEventListener(type, onInput, { capture: true, passive: true });
  }
  for (const element of gate.elements) observer.observe(element);
  return gate;
}

function SeenGate() {
  const id = useId();
  const hydrating = useHydrating();
  if (hydrating && typeof document !== 'undefined') {
    const gate = gateFor(id);
    if (!gate.open) use(gate.promise);
  }
  // Found by `gateFor`; a template shows nothing and may stand anywhere (a list, a grid).
  return <template data-when-seen={id} />;
}

/** `children`, server-rendered as usual, hydrated once they near the screen or are touched. */
export function HydrateWhenSeen({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <SeenGate />
      {children}
    </Suspense>
  );
}
