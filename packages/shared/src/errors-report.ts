import { z } from 'zod';

/** The error report payload; sizes capped so a report can never be used to fill the disk. */
export const errorReportInput = z.object({
  message: z.string().min(1).max(2000),
  stack: z.string().max(10000).nullish(),
  source: z.literal('frontend'),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorReportInput = z.infer<typeof errorReportInput>;

export const errorReportKinds = [
  'javascript-error',
  'unhandled-promise-rejection',
  'resource-error',
  'custom-error',
  'api-error',
] as const;
export type ErrorReportKind = (typeof errorReportKinds)[number];
