// The one Spanish error map for zod (packages/shared/src/zod-es.ts), installed by every
// screen that validates with zod rather than by main.tsx, so zod stays out of the
// first-load bundle of "/". Idempotent.
import { useSpanishZodMessages as configureSpanishZodMessages } from '@traspasa/shared/zod-es';

configureSpanishZodMessages();
