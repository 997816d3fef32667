import { z } from 'zod';

/** Zod's own default messages, in Spanish (spec §5: "messages are the validation library's defaults"). */
export function useSpanishZodMessages(): void {
  z.config(z.locales.es());
}
