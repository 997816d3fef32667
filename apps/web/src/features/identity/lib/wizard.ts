// The state of the /identity-verification stepper (decision 100), kept pure so that its rules
// can be tested: nothing past the consent step opens before the consent is accepted, a step
// is left forward only when it has no problem, and a passport needs no back photo.
import {
  type IdentityDocumentType,
  type IdentityImageKind,
  identityImageKinds,
} from '@traspasa/shared/identity';
import { validateDocumentNumber } from '@traspasa/shared/identity-documents';
import { type PhotoFacts, photoSizeProblem } from './image-checks';

export const wizardSteps = ['consent', 'document', 'photos', 'review'] as const;
export type WizardStep = (typeof wizardSteps)[number];

export const wizardStepLabels: Record<WizardStep, string> = {
  consent: 'Consentimiento',
  document: 'Documento',
  photos: 'Fotos',
  review: 'Revisar y enviar',
};

/** A photo the person chose or took, already checked for type and weight. */
export type PickedPhoto = { file: File; facts: PhotoFacts; source: 'file' | 'camera' };

/** Every field the server may name in a 400, and the ones the form checks itself. */
export type WizardField =
  | 'consent'
  | 'documentType'
  | 'documentNumber'
  | 'documentCountry'
  | IdentityImageKind
  | 'form';

export type WizardState = {
  step: WizardStep;
  consent: boolean;
  documentType: IdentityDocumentType | null;
  documentNumber: string;
  documentCountry: string | null;
  photos: Partial<Record<IdentityImageKind, PickedPhoto>>;
  /** Steps the person tried to leave: their problems are shown from then on. */
  attempted: WizardStep[];
  /** What the server refused, by field, until that field changes. */
  serverErrors: Partial<Record<WizardField, string>>;
};

export const initialWizardState: WizardState = {
  step: 'consent',
  consent: false,
  documentType: null,
  documentNumber: '',
  documentCountry: null,
  photos: {},
  attempted: [],
  serverErrors: {},
};

export type WizardAction =
  | { type: 'setConsent'; value: boolean }
  | { type: 'setDocumentType'; value: IdentityDocumentType }
  | { type: 'setDocumentNumber'; value: string }
  | { type: 'setDocumentCountry'; value: string }
  | { type: 'setPhoto'; kind: IdentityImageKind; photo: PickedPhoto | null }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'goTo'; step: WizardStep }
  | { type: 'serverErrors'; errors: Partial<Record<WizardField, string>> };

/** The photos a document type needs, in the order they are asked for. */
export function requiredPhotos(type: IdentityDocumentType | null): IdentityImageKind[] {
  return type === 'pasaporte' ? ['front', 'selfie'] : [...identityImageKinds];
}

export type DocumentCheckResult = {
  errors: Partial<Record<'documentType' | 'documentNumber' | 'documentCountry', string>>;
  /** The number as it will be sent, when it passed its rules. */
  normalized: string | null;
};

/** The document step's own checks, by the real rules of each type (shared with the server). */
export function checkDocument(
  state: Pick<WizardState, 'documentType' | 'documentNumber' | 'documentCountry'>,
): DocumentCheckResult {
  const errors: DocumentCheckResult['errors'] = {};
  if (!state.documentType) {
    errors.documentType = 'Elige el tipo de documento.';
    return { errors, normalized: null };
  }
  const isPassport = state.documentType === 'pasaporte';
  if (isPassport && !state.documentCountry) errors.documentCountry = 'Elige el país que emitió tu pasaporte.';
  // Without a country yet, a passport number is still checked for its shape; any listed
  // country gives the same shape rules.
  const country = isPassport ? (state.documentCountry ?? 'EC') : undefined;
  const check = validateDocumentNumber(state.documentType, state.documentNumber, country);
  if (!check.ok) errors.documentNumber = check.error;
  return { errors, normalized: check.ok && !errors.documentCountry ? check.normalized : null };
}

const photoLabels: Record<IdentityImageKind, string> = {
  front: 'Toma o elige la foto del frente de tu documento.',
  back: 'Toma o elige la foto del reverso de tu documento.',
  selfie: 'Toma o elige una selfie sosteniendo tu documento.',
};

/** What keeps the person on a step, by field. Empty when the step can be left forward. */
export function stepProblems(state: WizardState, step: WizardStep): Partial<Record<WizardField, string>> {
  switch (step) {
    case 'consent':
      return state.consent
        ? {}
        : { consent: 'Para continuar tienes que aceptar el tratamiento de tus datos.' };
    case 'document':
      return checkDocument(state).errors;
    case 'photos': {
      const problems: Partial<Record<WizardField, string>> = {};
      for (const kind of requiredPhotos(state.documentType)) {
        const photo = state.photos[kind];
        // The server refuses a photo too small to read; better to know before uploading it.
        const problem = photo ? photoSizeProblem(photo.facts) : photoLabels[kind];
        if (problem) problems[kind] = problem;
      }
      return problems;
    }
    case 'review':
      return {};
  }
}

const hasProblems = (problems: object) => Object.keys(problems).length > 0;

/** A step can be opened when every step before it is complete (the consent above all). */
export function canEnter(state: WizardState, step: WizardStep): boolean {
  const index = wizardSteps.indexOf(step);
  return wizardSteps.slice(0, index).every((before) => !hasProblems(stepProblems(state, before)));
}

/** The problems shown on a step: its own once the person tried to leave it, and the server's. */
export function visibleErrors(state: WizardState, step: WizardStep): Partial<Record<WizardField, string>> {
  const own = state.attempted.includes(step) ? stepProblems(state, step) : {};
  return { ...own, ...serverErrorsOf(state, step) };
}

const fieldStep: Record<WizardField, WizardStep> = {
  consent: 'consent',
  documentType: 'document',
  documentNumber: 'document',
  documentCountry: 'document',
  front: 'photos',
  back: 'photos',
  selfie: 'photos',
  form: 'review',
};

function serverErrorsOf(state: WizardState, step: WizardStep): Partial<Record<WizardField, string>> {
  return Object.fromEntries(
    Object.entries(state.serverErrors).filter(([field]) => fieldStep[field as WizardField] === step),
  );
}

/** Which step holds a field the server named. */
export function stepOfField(field: WizardField): WizardStep {
  return fieldStep[field];
}

function withoutServerError(state: WizardState, ...fields: WizardField[]): WizardState['serverErrors'] {
  const next = { ...state.serverErrors };
  for (const field of fields) delete next[field];
  return next;
}

const addAttempt = (attempted: WizardStep[], step: WizardStep) =>
  attempted.includes(step) ? attempted : [...attempted, step];

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'setConsent':
      return {
        ...state,
        consent: action.value,
        serverErrors: withoutServerError(state, 'consent'),
        // Withdrawing the consent sends the person back to it: nothing is kept for a send.
        ...(action.value ? {} : { step: 'consent' as const, photos: {} }),
      };
    case 'setDocumentType': {
      const photos = { ...state.photos };
      if (action.value === 'pasaporte') delete photos.back;
      return {
        ...state,
        documentType: action.value,
        documentCountry: action.value === 'pasaporte' ? state.documentCountry : null,
        photos,
        serverErrors: withoutServerError(state, 'documentType', 'documentNumber', 'documentCountry', 'back'),
      };
    }
    case 'setDocumentNumber':
      return {
        ...state,
        documentNumber: action.value,
        serverErrors: withoutServerError(state, 'documentNumber'),
      };
    case 'setDocumentCountry':
      return {
        ...state,
        documentCountry: action.value,
        serverErrors: withoutServerError(state, 'documentCountry', 'documentNumber'),
      };
    case 'setPhoto': {
      const photos = { ...state.photos };
      if (action.photo) photos[action.kind] = action.photo;
      else delete photos[action.kind];
      return { ...state, photos, serverErrors: withoutServerError(state, action.kind) };
    }
    case 'next': {
      const index = wizardSteps.indexOf(state.step);
      const attempted = addAttempt(state.attempted, state.step);
      const next = wizardSteps[index + 1];
      if (!next || hasProblems(stepProblems(state, state.step))) return { ...state, attempted };
      return { ...state, attempted, step: next };
    }
    case 'back': {
      const previous = wizardSteps[wizardSteps.indexOf(state.step) - 1];
      return previous ? { ...state, step: previous } : state;
    }
    case 'goTo':
      return canEnter(state, action.step) ? { ...state, step: action.step } : state;
    case 'serverErrors': {
      const fields = Object.keys(action.errors) as WizardField[];
      // Open the first step that holds a refused field, so the message is seen where it belongs.
      const first = wizardSteps.find((step) => fields.some((field) => fieldStep[field] === step));
      return { ...state, serverErrors: action.errors, step: first ?? state.step };
    }
  }
}
