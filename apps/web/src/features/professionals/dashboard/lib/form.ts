import {
  type ContactPreference,
  type OwnProfessional,
  type ProfessionalCategory,
  type ProfessionalInput,
  professionalInput,
} from '@traspasa/shared/content';

/** The form's fields as typed text; lists are one item per line. */
export type ProfessionalFormValues = {
  name: string;
  profession: string;
  category: ProfessionalCategory | '';
  description: string;
  specialties: string;
  services: string;
  location: string;
  yearsExperience: string;
  website: string;
  linkedin: string;
  phone: string;
  contact: string;
  contactPreference: ContactPreference | '';
};

export const emptyForm: ProfessionalFormValues = {
  name: '',
  profession: '',
  category: '',
  description: '',
  specialties: '',
  services: '',
  location: '',
  yearsExperience: '',
  website: '',
  linkedin: '',
  phone: '',
  contact: '',
  contactPreference: '',
};

export function formFromProfessional(p: OwnProfessional): ProfessionalFormValues {
  return {
    name: p.name,
    profession: p.profession,
    category: (p.category as ProfessionalCategory) ?? '',
    description: p.description ?? '',
    specialties: p.specialties.join('\n'),
    services: p.services.join('\n'),
    location: p.location ?? '',
    yearsExperience: p.yearsExperience === null ? '' : String(p.yearsExperience),
    website: p.website ?? '',
    linkedin: p.linkedin ?? '',
    phone: p.phone ?? '',
    contact: p.contact ?? '',
    contactPreference: p.contactPreference ?? '',
  };
}

const lines = (text: string) =>
  text
    .split(/\n|;/)
    .map((l) => l.trim())
    .filter(Boolean);

/** What the API receives; `yearsExperience` that is not a whole number is left for the schema to refuse. */
export function inputFromForm(values: ProfessionalFormValues): ProfessionalInput {
  const years = values.yearsExperience.trim();
  return {
    name: values.name,
    profession: values.profession,
    category: values.category as ProfessionalCategory,
    description: values.description,
    specialties: lines(values.specialties),
    services: lines(values.services),
    location: values.location,
    yearsExperience: years === '' ? null : Number(years.replace(',', '.')),
    website: values.website,
    linkedin: values.linkedin,
    phone: values.phone,
    contact: values.contact,
    contactPreference: values.contactPreference === '' ? null : values.contactPreference,
  };
}

/** Field → first Spanish message, from the shared schema (the server checks the same). */
export function validateForm(values: ProfessionalFormValues): Record<string, string> {
  const parsed = professionalInput.safeParse(inputFromForm(values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The fields whose change sends a published entry back to review (decision 102). */
export function changesNeedReview(before: OwnProfessional, values: ProfessionalFormValues): boolean {
  const next = inputFromForm(values);
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);
  return (
    before.name !== next.name.trim() ||
    before.profession !== next.profession.trim() ||
    (before.description ?? '') !== (next.description ?? '').trim() ||
    !same(before.specialties, [...new Set(next.specialties ?? [])]) ||
    !same(before.services, [...new Set(next.services ?? [])])
  );
}
