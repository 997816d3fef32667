import { describe, expect, it } from 'vitest';
import { ndaNextStep } from './next-step';

const now = new Date('2026-11-21T12:00:00Z');
const future = '2026-11-25T12:00:00Z';
const past = '2026-11-20T12:00:00Z';

describe('ndaNextStep', () => {
  it('signed NDAs give access', () => {
    expect(
      ndaNextStep(
        {
          status: 'signed',
          enhancedSignatureStatus: 'no_requerida',
          canReupload: true,
          uploadDeadline: null,
        },
        now,
      ),
    ).toBe('signed');
  });
  it('a pending enhanced NDA asks for the enhanced signature until the deadline', () => {
    const nda = {
      status: 'pending',
      enhancedSignatureStatus: 'pendiente',
      canReupload: true,
      uploadDeadline: future,
    } as const;
    expect(ndaNextStep(nda, now)).toBe('enhanced');
    expect(ndaNextStep({ ...nda, uploadDeadline: past }, now)).toBe('closed');
  });
  it('uploaded documents wait for review', () => {
    expect(
      ndaNextStep(
        {
          status: 'pending',
          enhancedSignatureStatus: 'subida_fisica',
          canReupload: true,
          uploadDeadline: future,
        },
        now,
      ),
    ).toBe('in_review');
  });
  it('a rejected upload may be sent again only while allowed and before the deadline', () => {
    const nda = {
      status: 'rejected',
      enhancedSignatureStatus: 'subida_fisica',
      canReupload: true,
      uploadDeadline: future,
    } as const;
    expect(ndaNextStep(nda, now)).toBe('reupload');
    expect(ndaNextStep({ ...nda, canReupload: false }, now)).toBe('closed');
    expect(ndaNextStep({ ...nda, uploadDeadline: past }, now)).toBe('closed');
  });
  it('a revoked clickwrap NDA is closed', () => {
    expect(
      ndaNextStep(
        {
          status: 'rejected',
          enhancedSignatureStatus: 'no_requerida',
          canReupload: true,
          uploadDeadline: null,
        },
        now,
      ),
    ).toBe('closed');
  });
});
