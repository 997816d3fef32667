/**
 * The accordion's look, shared by the Radix accordion (`accordion.tsx`) and the cookie
 * dialog's plain disclosure sections, which keep Radix out of a page's first visit
 * (decision 146). A module of its own, without Radix, so the dialog does not load it.
 */
export const accordionItemClass = 'border-b last:border-b-0';
export const accordionHeaderClass = 'flex min-w-0 flex-1';
export const accordionTriggerClass =
  'flex min-h-11 flex-1 items-center justify-between gap-4 rounded-md py-3 text-left text-sm font-semibold transition-all hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&[data-state=open]>svg]:rotate-180';
export const accordionChevronClass =
  'size-4 shrink-0 text-muted-foreground transition-transform duration-200';
/** Below the trigger: the section's text. */
export const accordionBodyClass = 'pt-0 pb-4';
