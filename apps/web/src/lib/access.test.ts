import { describe, expect, it } from 'vitest';
import { canAccess, canAccessAdmin, forbiddenTarget, tokenRedirectTarget } from './access';

describe('canAccess', () => {
  it('sends anonymous visitors to sign in', () => {
    expect(canAccess(null)).toBe('sign-in');
    expect(canAccess(undefined, 'seller')).toBe('sign-in');
  });

  it('lets any signed-in user through when no role is required', () => {
    expect(canAccess({ role: 'buyer' })).toBe('allow');
    expect(canAccess({ role: 'consultant' }, null)).toBe('allow');
  });

  it('matches the primary role', () => {
    expect(canAccess({ role: 'seller' }, 'seller')).toBe('allow');
    expect(canAccess({ role: 'buyer' }, 'seller')).toBe('forbidden');
  });

  it('matches the secondary role', () => {
    expect(canAccess({ role: 'buyer', secondaryRole: 'seller' }, 'seller')).toBe('allow');
    expect(canAccess({ role: 'consultant', secondaryRole: 'buyer' }, 'seller')).toBe('forbidden');
  });

  it('lets admins pass any role requirement', () => {
    expect(canAccess({ role: 'admin' }, 'buyer')).toBe('allow');
    expect(canAccess({ role: 'admin', secondaryRole: null }, 'seller')).toBe('allow');
  });

  it('does not treat an admin secondary role as admin status', () => {
    expect(canAccess({ role: 'buyer', secondaryRole: 'admin' }, 'seller')).toBe('forbidden');
  });
});

describe('canAccessAdmin', () => {
  it('admits only admins', () => {
    expect(canAccessAdmin({ role: 'admin' })).toBe(true);
    expect(canAccessAdmin({ role: 'seller', secondaryRole: 'admin' })).toBe(false);
    expect(canAccessAdmin({ role: 'buyer' })).toBe(false);
    expect(canAccessAdmin(null)).toBe(false);
  });
});

describe('tokenRedirectTarget', () => {
  it('redirects ?token= on any other path to /new-password', () => {
    expect(tokenRedirectTarget('/', '?token=abc123')).toBe('/new-password?token=abc123');
    expect(tokenRedirectTarget('/reset-password', '?token=abc')).toBe('/new-password?token=abc');
    expect(tokenRedirectTarget('/password-reset', '?token=abc')).toBe('/new-password?token=abc');
  });

  it('accepts reset_token too', () => {
    expect(tokenRedirectTarget('/auth', '?reset_token=xyz')).toBe('/new-password?token=xyz');
  });

  it('stays on /new-password', () => {
    expect(tokenRedirectTarget('/new-password', '?token=abc')).toBeNull();
  });

  it('does nothing without a token', () => {
    expect(tokenRedirectTarget('/businesses', '?q=cafe')).toBeNull();
    expect(tokenRedirectTarget('/', '')).toBeNull();
    expect(tokenRedirectTarget('/', '?token=')).toBeNull();
  });

  it('encodes the token', () => {
    expect(tokenRedirectTarget('/', '?token=a%2Bb%20c')).toBe('/new-password?token=a%2Bb%20c');
  });
});

describe('forbiddenTarget', () => {
  it('takes a buyer who opens a seller screen to «Publicar mi negocio», where one button makes them a seller', () => {
    expect(canAccess({ role: 'buyer' }, 'seller')).toBe('forbidden');
    expect(forbiddenTarget('seller')).toBe('/create-business');
  });

  it('sends every other role mismatch home', () => {
    expect(forbiddenTarget('buyer')).toBe('/');
    expect(forbiddenTarget('consultant')).toBe('/');
    expect(forbiddenTarget(null)).toBe('/');
  });
});
