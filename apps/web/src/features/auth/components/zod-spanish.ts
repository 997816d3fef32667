// Zod's default messages in Spanish (spec §5: "messages are the validation library's
// defaults"). Imported by the forms that rely on those defaults rather than by main.tsx,
// so zod stays out of the first-load bundle of "/". Idempotent.
import { useSpanishZodMessages as configureSpanishZodMessages } from '@traspasa/shared/zod-es';

configureSpanishZodMessages();
