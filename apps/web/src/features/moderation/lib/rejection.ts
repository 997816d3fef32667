import { rejectionTemplates } from '@traspasa/shared/admin-listings';

export const REASON_MAX = 1000;

/**
 * The reason after picking a template: the template alone when nothing is written yet,
 * otherwise added below what the admin wrote (once; picking it again changes nothing).
 */
export function withTemplate(current: string, templateId: string): string {
  const template = rejectionTemplates.find((t) => t.id === templateId);
  if (!template) return current;
  const text = current.trim();
  if (!text) return template.text;
  if (text.includes(template.text)) return current;
  return `${text}\n\n${template.text}`.slice(0, REASON_MAX);
}
