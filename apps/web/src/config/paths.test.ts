import { describe, expect, it } from 'vitest';
import { dashboardPathFor, paths, safeRedirectTarget } from './paths';

describe('path builders', () => {
  it('builds parameterised paths with encoding', () => {
    expect(paths.business.build('cafeteria-en-quito')).toBe('/businesses/cafeteria-en-quito');
    expect(paths.business.build(12)).toBe('/businesses/12');
    expect(paths.buyerBusiness.build(3)).toBe('/buyer/businesses/3');
    expect(paths.conversation.build(7)).toBe('/messages/7');
    expect(paths.ndaSignature.build(5)).toBe('/nda-signature/5');
    expect(paths.ndaSignature.build(5, '/businesses/5')).toBe('/nda-signature/5/%2Fbusinesses%2F5');
    expect(paths.ndaUpload.build(5)).toBe('/nda-upload/5');
    expect(paths.sellerEditListing.build('a b')).toBe('/seller/edit-listing/a%20b');
    expect(paths.newPassword.build('t+k')).toBe('/new-password?token=t%2Bk');
  });

  it('builds the auth address with tab and return path', () => {
    expect(paths.auth.build()).toBe('/auth');
    expect(paths.auth.build({ tab: 'register' })).toBe('/auth?tab=register');
    expect(paths.auth.build({ redirectTo: '/checkout?plan=1' })).toBe(
      '/auth?redirectTo=%2Fcheckout%3Fplan%3D1',
    );
  });

  it('keeps router patterns for every spec alias', () => {
    expect(paths.newPassword.alias).toBe('/password-reset');
    expect(paths.ndaUpload.alias).toBe('/upload/nda-documents/:businessId');
    expect(paths.ndaSignature.path).toBe('/nda-signature/:businessId/:returnUrl?');
  });
});

describe('dashboardPathFor', () => {
  it('sends each role to its panel', () => {
    expect(dashboardPathFor('buyer')).toBe('/buyer/dashboard');
    expect(dashboardPathFor('seller')).toBe('/seller/dashboard');
    expect(dashboardPathFor('admin')).toBe('/admin/dashboard');
    expect(dashboardPathFor('consultant')).toBe('/consultant/dashboard');
    expect(dashboardPathFor(undefined)).toBe('/');
  });
});

describe('safeRedirectTarget', () => {
  it('accepts in-app paths', () => {
    expect(safeRedirectTarget('/checkout?plan=2')).toBe('/checkout?plan=2');
    expect(safeRedirectTarget('/auth/logout')).toBe('/');
  });

  it('refuses other sites and loops back into /auth', () => {
    expect(safeRedirectTarget('https://evil.test')).toBe('/');
    expect(safeRedirectTarget('//evil.test')).toBe('/');
    expect(safeRedirectTarget('/\\evil.test')).toBe('/');
    expect(safeRedirectTarget('/auth?tab=login', '/dashboard')).toBe('/dashboard');
    expect(safeRedirectTarget(null, '/dashboard')).toBe('/dashboard');
  });

  it('refuses paths a browser would turn into another site once it drops tabs and line breaks', () => {
    // new URL('/\t/evil.test', origin) is https://evil.test/: an open redirect (e.g. the NDA returnUrl).
    expect(new URL('/\t/evil.test', 'https://traspasa.test').host).toBe('evil.test');
    for (const target of ['/\t/evil.test', '/\n/evil.test', '/\r\n/evil.test', '/\t\\evil.test']) {
      expect(safeRedirectTarget(target, '/negocios/1')).toBe('/negocios/1');
    }
    expect(safeRedirectTarget('/negocios/panaderia?tab=docs#confidencial')).toBe(
      '/negocios/panaderia?tab=docs#confidencial',
    );
  });
});
