import { describe, expect, it } from 'vitest';
import type { PhotoFacts } from './image-checks';
import {
  canEnter,
  checkDocument,
  initialWizardState,
  type PickedPhoto,
  requiredPhotos,
  stepProblems,
  visibleErrors,
  type WizardAction,
  type WizardState,
  wizardReducer,
} from './wizard';

const facts: PhotoFacts = { width: 1600, height: 1200, luminance: 140 };
const photo = (name: string): PickedPhoto => ({
  file: new File([new Uint8Array([1, 2, 3])], name, { type: 'image/jpeg' }),
  facts,
  source: 'file',
});

const run = (...actions: WizardAction[]) => actions.reduce(wizardReducer, initialWizardState);

// 1710034065 passes the cédula's province, third digit and módulo 10 rules.
const validCedula = '1710034065';

const toPhotos = (): WizardAction[] => [
  { type: 'setConsent', value: true },
  { type: 'next' },
  { type: 'setDocumentType', value: 'cedula_ec' },
  { type: 'setDocumentNumber', value: validCedula },
  { type: 'next' },
];

describe('the consent comes first', () => {
  it('stays on the consent step, with its message, until the consent is accepted', () => {
    const state = run({ type: 'next' });
    expect(state.step).toBe('consent');
    expect(visibleErrors(state, 'consent').consent).toMatch(/aceptar el tratamiento/);
  });

  it('shows no message before the person tries to go on', () => {
    expect(visibleErrors(initialWizardState, 'consent')).toEqual({});
  });

  it('opens no later step, by any way, before the consent', () => {
    for (const step of ['document', 'photos', 'review'] as const) {
      expect(canEnter(initialWizardState, step)).toBe(false);
      expect(run({ type: 'goTo', step }).step).toBe('consent');
    }
  });

  it('moves on once accepted', () => {
    expect(run({ type: 'setConsent', value: true }, { type: 'next' }).step).toBe('document');
  });

  it('withdrawing the consent goes back to it and drops the chosen photos', () => {
    const state = run(
      ...toPhotos(),
      { type: 'setPhoto', kind: 'front', photo: photo('f.jpg') },
      { type: 'setConsent', value: false },
    );
    expect(state.step).toBe('consent');
    expect(state.photos).toEqual({});
    expect(canEnter(state, 'photos')).toBe(false);
  });
});

describe('the document step', () => {
  const atDocument = () => run({ type: 'setConsent', value: true }, { type: 'next' });

  it('asks for the type first', () => {
    const state = wizardReducer(atDocument(), { type: 'next' });
    expect(state.step).toBe('document');
    expect(visibleErrors(state, 'document').documentType).toBe('Elige el tipo de documento.');
  });

  it('checks the number by the rules of its type, with the shared message', () => {
    const state = run(
      { type: 'setConsent', value: true },
      { type: 'next' },
      { type: 'setDocumentType', value: 'cedula_ec' },
      { type: 'setDocumentNumber', value: '1710034066' },
      { type: 'next' },
    );
    expect(state.step).toBe('document');
    expect(visibleErrors(state, 'document').documentNumber).toMatch(/último dígito de la cédula/);
  });

  it('moves on with a valid number and normalises it', () => {
    expect(run(...toPhotos()).step).toBe('photos');
    const check = checkDocument({
      documentType: 'run_cl',
      documentNumber: '12.345.678-5',
      documentCountry: null,
    });
    expect(check).toEqual({ errors: {}, normalized: '12345678-5' });
  });

  it('asks a passport for its country and checks the number meanwhile', () => {
    const noCountry = checkDocument({
      documentType: 'pasaporte',
      documentNumber: 'AB12',
      documentCountry: null,
    });
    expect(noCountry.errors.documentCountry).toBe('Elige el país que emitió tu pasaporte.');
    expect(noCountry.errors.documentNumber).toMatch(/de 6 a 9 caracteres/);
    expect(noCountry.normalized).toBeNull();
    const ok = checkDocument({
      documentType: 'pasaporte',
      documentNumber: 'ab 123456',
      documentCountry: 'PE',
    });
    expect(ok).toEqual({ errors: {}, normalized: 'AB123456' });
  });

  it('forgets the country when the type is no longer a passport', () => {
    const state = run(
      { type: 'setDocumentType', value: 'pasaporte' },
      { type: 'setDocumentCountry', value: 'CO' },
      { type: 'setDocumentType', value: 'dni_pe' },
    );
    expect(state.documentCountry).toBeNull();
  });
});

describe('the photos step', () => {
  it('needs front, back and selfie, or only front and selfie for a passport', () => {
    expect(requiredPhotos('cedula_ec')).toEqual(['front', 'back', 'selfie']);
    expect(requiredPhotos('pasaporte')).toEqual(['front', 'selfie']);
  });

  it('names each missing photo and does not move on', () => {
    const state = run(
      ...toPhotos(),
      { type: 'setPhoto', kind: 'front', photo: photo('f.jpg') },
      { type: 'next' },
    );
    expect(state.step).toBe('photos');
    expect(Object.keys(visibleErrors(state, 'photos')).sort()).toEqual(['back', 'selfie']);
  });

  it('reaches the review with every photo', () => {
    const state = run(
      ...toPhotos(),
      { type: 'setPhoto', kind: 'front', photo: photo('f.jpg') },
      { type: 'setPhoto', kind: 'back', photo: photo('b.jpg') },
      { type: 'setPhoto', kind: 'selfie', photo: photo('s.jpg') },
      { type: 'next' },
    );
    expect(state.step).toBe('review');
    expect(stepProblems(state, 'photos')).toEqual({});
  });

  it('drops the back photo when the document becomes a passport', () => {
    const state = run(
      ...toPhotos(),
      { type: 'setPhoto', kind: 'back', photo: photo('b.jpg') },
      { type: 'setDocumentType', value: 'pasaporte' },
    );
    expect(state.photos.back).toBeUndefined();
  });

  it('does not move on with a photo too small to read (the server would refuse it)', () => {
    const small: PickedPhoto = { ...photo('s.jpg'), facts: { width: 640, height: 480, luminance: 140 } };
    const state = run(
      ...toPhotos(),
      { type: 'setPhoto', kind: 'front', photo: photo('f.jpg') },
      { type: 'setPhoto', kind: 'back', photo: photo('b.jpg') },
      { type: 'setPhoto', kind: 'selfie', photo: small },
      { type: 'next' },
    );
    expect(state.step).toBe('photos');
    expect(visibleErrors(state, 'photos').selfie).toMatch(/La foto es muy pequeña \(640 × 480 px\)/);
  });

  it('moves on with a dark photo: darkness is only a hint', () => {
    const dark: PickedPhoto = { ...photo('d.jpg'), facts: { width: 1600, height: 1200, luminance: 15 } };
    const state = run(
      ...toPhotos(),
      { type: 'setPhoto', kind: 'front', photo: dark },
      { type: 'setPhoto', kind: 'back', photo: photo('b.jpg') },
      { type: 'setPhoto', kind: 'selfie', photo: photo('s.jpg') },
      { type: 'next' },
    );
    expect(state.step).toBe('review');
  });

  it('a removed photo closes the review again', () => {
    let state = run(
      ...toPhotos(),
      { type: 'setPhoto', kind: 'front', photo: photo('f.jpg') },
      { type: 'setPhoto', kind: 'back', photo: photo('b.jpg') },
      { type: 'setPhoto', kind: 'selfie', photo: photo('s.jpg') },
    );
    expect(canEnter(state, 'review')).toBe(true);
    state = wizardReducer(state, { type: 'setPhoto', kind: 'selfie', photo: null });
    expect(canEnter(state, 'review')).toBe(false);
  });
});

describe('going back and server errors', () => {
  it('"Atrás" keeps what was entered', () => {
    const state = run(...toPhotos(), { type: 'back' });
    expect(state.step).toBe('document');
    expect(state.documentNumber).toBe(validCedula);
    expect(wizardReducer(initialWizardState, { type: 'back' }).step).toBe('consent');
  });

  it('opens the first step holding a refused field and shows the message there', () => {
    const atReview: WizardState = { ...run(...toPhotos()), step: 'review' };
    const state = wizardReducer(atReview, {
      type: 'serverErrors',
      errors: { selfie: 'La selfie es muy pequeña.', documentNumber: 'Ese número ya está en revisión.' },
    });
    expect(state.step).toBe('document');
    expect(visibleErrors(state, 'document').documentNumber).toBe('Ese número ya está en revisión.');
    expect(visibleErrors(state, 'photos').selfie).toBe('La selfie es muy pequeña.');
  });

  it('a field the person changes loses the server message', () => {
    const state = run(...toPhotos(), {
      type: 'serverErrors',
      errors: { documentNumber: 'Ese número ya está en revisión.' },
    });
    const changed = wizardReducer(state, { type: 'setDocumentNumber', value: '0926687856' });
    expect(visibleErrors(changed, 'document').documentNumber).toBeUndefined();
  });

  it('a message without a field stays at the send button', () => {
    const atReview: WizardState = { ...run(...toPhotos()), step: 'review' };
    const state = wizardReducer(atReview, {
      type: 'serverErrors',
      errors: { form: 'Hiciste demasiados intentos.' },
    });
    expect(state.step).toBe('review');
    expect(visibleErrors(state, 'review').form).toBe('Hiciste demasiados intentos.');
  });
});
