// Workaround until the app entry configures it: zod's default messages in Spanish
// (spec §5 "messages are the validation library's defaults"). Idempotent, so it is
// harmless once main.tsx calls useSpanishZodMessages() too.
import { useSpanishZodMessages as configureSpanishZodMessages } from '@traspasa/shared/zod-es';

configureSpanishZodMessages();
