import { describe, expect, it } from 'vitest';
import { extractAuthAnswer } from './auth-session';

const user = {
  id: 1,
  username: 'ana',
  email: 'ana@traspasa.test',
  fullName: 'Ana',
  role: 'buyer' as const,
  secondaryRole: null,
  avatarUrl: null,
  subscriptionTier: null,
  subscriptionStatus: null,
  identityVerified: false,
  notificationPreferences: 'all' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('extractAuthAnswer (the login response)', () => {
  it('reads {user, sessionToken}', () => {
    expect(extractAuthAnswer({ user, sessionToken: 'tok' })).toEqual({ user, sessionToken: 'tok' });
  });

  it('reads the user at top level plus sessionToken', () => {
    expect(extractAuthAnswer({ ...user, sessionToken: 'tok' })).toEqual({ user, sessionToken: 'tok' });
  });

  it('copes with a missing token', () => {
    expect(extractAuthAnswer({ user })).toEqual({ user, sessionToken: null });
    expect(extractAuthAnswer(null)).toEqual({ user: null, sessionToken: null });
  });
});
