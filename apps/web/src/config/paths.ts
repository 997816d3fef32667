// Every route of the app defined once. `path` is the router pattern; `build()`
// (or `href`) makes a concrete URL. Aliases are kept next to the path they mirror.

const enc = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  home: { path: '/', href: '/' },

  auth: {
    path: '/auth',
    href: '/auth',
    /** /auth?tab=register&redirectTo=… — `redirectTo` is where to go after signing in. */
    build: (opts: { tab?: 'login' | 'register'; redirectTo?: string | null } = {}) => {
      const params = new URLSearchParams();
      if (opts.tab) params.set('tab', opts.tab);
      if (opts.redirectTo) params.set('redirectTo', opts.redirectTo);
      const query = params.toString();
      return query ? `/auth?${query}` : '/auth';
    },
  },
  logout: { path: '/auth/logout', href: '/auth/logout' },
  resetPassword: { path: '/reset-password', href: '/reset-password' },
  newPassword: {
    path: '/new-password',
    alias: '/password-reset',
    href: '/new-password',
    build: (token: string) => `/new-password?token=${enc(token)}`,
  },

  businesses: { path: '/businesses', href: '/businesses' },
  /** Landing pages (decision 152): /negocios/restaurantes, /negocios/quito, /negocios/restaurantes/quito. */
  // Landing pages link with `landingPath` (packages/shared/landing-slugs.ts), the server's vocabulary.
  landing: {
    path: '/negocios/:first/:second?',
  },
  business: { path: '/businesses/:id', build: (idOrSlug: string | number) => `/businesses/${enc(idOrSlug)}` },
  buyerBusiness: {
    path: '/buyer/businesses/:id',
    build: (idOrSlug: string | number) => `/buyer/businesses/${enc(idOrSlug)}`,
  },

  resources: { path: '/resources', href: '/resources' },
  resource: { path: '/resources/:id', build: (id: string | number) => `/resources/${enc(id)}` },
  professionals: { path: '/professionals', href: '/professionals' },
  /** The valuation calculator (decision 120). */
  valuation: { path: '/valorar-mi-negocio', href: '/valorar-mi-negocio' },
  professional: { path: '/professionals/:id', build: (id: string | number) => `/professionals/${enc(id)}` },

  ndaSignature: {
    path: '/nda-signature/:businessId/:returnUrl?',
    build: (businessId: string | number, returnUrl?: string) =>
      returnUrl ? `/nda-signature/${enc(businessId)}/${enc(returnUrl)}` : `/nda-signature/${enc(businessId)}`,
  },
  ndaStatus: {
    path: '/nda-status/:businessId',
    build: (businessId: string | number) => `/nda-status/${enc(businessId)}`,
  },
  ndaUpload: {
    path: '/nda-upload/:businessId',
    alias: '/upload/nda-documents/:businessId',
    build: (businessId: string | number) => `/nda-upload/${enc(businessId)}`,
  },
  ndaAudit: { path: '/nda-audit', href: '/nda-audit' },
  /** A listing's data room (decisions 172, 174): the seller builds it, a buyer with access reads it. */
  dataRoom: { path: '/sala-de-datos/:businessId', build: (id: number) => `/sala-de-datos/${id}` },

  about: { path: '/about', href: '/about' },
  mission: { path: '/mission', href: '/mission' },
  faq: { path: '/faq', href: '/faq' },
  legalTerms: { path: '/legal/terms', href: '/legal/terms' },
  legalPrivacy: { path: '/legal/privacy', href: '/legal/privacy' },

  paymentSuccess: { path: '/payment-success', href: '/payment-success' },
  analyticsDemo: { path: '/analytics-demo', href: '/analytics-demo' },
  featureFlagsDemo: { path: '/feature-flags-demo', href: '/feature-flags-demo' },
  subscriptionPlans: { path: '/subscription-plans', href: '/subscription-plans' },
  subscriptionPlansDynamic: { path: '/subscription-plans-dynamic', href: '/subscription-plans-dynamic' },
  checkout: { path: '/checkout', href: '/checkout' },
  subscriptionSuccess: { path: '/subscription-success', href: '/subscription-success' },
  subscribe: { path: '/subscribe', href: '/subscribe' },
  subscriptionCheckout: { path: '/subscription-checkout', href: '/subscription-checkout' },
  subscription: { path: '/subscription', href: '/subscription' },
  /** A payment by bank transfer: amount, reference, accounts, receipts (decision 094). */
  transferOrder: {
    path: '/payments/transfers/:id',
    build: (id: string | number) => `/payments/transfers/${enc(id)}`,
  },
  /** The sandbox payment provider's hosted checkout page (docs/decisions/090-payments.md). */
  sandboxCheckout: {
    path: '/sandbox-checkout/:sessionId',
    build: (sessionId: string) => `/sandbox-checkout/${enc(sessionId)}`,
  },
  /** The local card gateway's card page, where Kushki tokenizes the card (docs/decisions/095). */
  cardGatewayCheckout: {
    path: '/pago-con-tarjeta/:sessionId',
    build: (sessionId: string) => `/pago-con-tarjeta/${enc(sessionId)}`,
  },

  messages: { path: '/messages', href: '/messages' },
  conversation: { path: '/messages/:userId', build: (userId: string | number) => `/messages/${enc(userId)}` },
  // Decision 175: the road to closing of an accepted negotiation.
  closing: { path: '/offers/:id/ruta', build: (id: number) => `/offers/${id}/ruta` },
  // Decision 170: the offers area (its inner addresses: offer-paths.ts) and one negotiation.
  offers: { path: '/offers/*', href: '/offers' },
  negotiation: { build: (id: number) => `/offers/${id}` },
  identityVerification: { path: '/identity-verification', href: '/identity-verification' },
  profile: { path: '/profile', href: '/profile' },
  profileSettings: { path: '/profile/settings', href: '/profile/settings' },
  changePassword: { path: '/change-password', href: '/change-password' },
  createBusiness: { path: '/create-business', href: '/create-business' },
  dashboard: { path: '/dashboard', href: '/dashboard' },
  businessEdit: { path: '/business/edit/:id', build: (id: string | number) => `/business/edit/${enc(id)}` },

  buyerDashboard: { path: '/buyer/dashboard', href: '/buyer/dashboard' },
  buyerProofOfFunds: { path: '/buyer/proof-of-funds', href: '/buyer/proof-of-funds' },
  /** The buyer's profile sellers read with each request (decision 103). */
  buyerProfile: { path: '/buyer/profile', href: '/buyer/profile' },

  sellerDashboard: { path: '/seller/dashboard', href: '/seller/dashboard' },
  sellerCreateListing: { path: '/seller/create-listing', href: '/seller/create-listing' },
  sellerCreateListingId: {
    path: '/seller/create-listing/:id',
    build: (id: string | number) => `/seller/create-listing/${enc(id)}`,
  },
  sellerEditListing: {
    path: '/seller/edit-listing/:id',
    build: (id: string | number) => `/seller/edit-listing/${enc(id)}`,
  },
  sellerEditBusiness: {
    path: '/seller/edit-business/:id',
    build: (id: string | number) => `/seller/edit-business/${enc(id)}`,
  },
  sellerCreateListingFixed: { path: '/seller/create-listing-fixed', href: '/seller/create-listing-fixed' },

  admin: { path: '/admin', href: '/admin' },
  adminDashboard: { path: '/admin/dashboard', href: '/admin/dashboard' },
  adminModeration: {
    path: '/admin/moderation',
    href: '/admin/moderation',
    /** /admin/moderation?tab=reports opens the reports tab. */
    build: (tab?: 'listings' | 'reports') =>
      tab === 'reports' ? '/admin/moderation?tab=reports' : '/admin/moderation',
  },
  adminDiscountCodes: { path: '/admin/discount-codes', href: '/admin/discount-codes' },
  adminStripe: { path: '/admin/stripe', href: '/admin/stripe' },
  adminInvoices: { path: '/admin/invoices', href: '/admin/invoices' },
  // Decision 094: the reconciliation queue of bank transfers, one transfer, the statement, the accounts.
  adminTransfers: { path: '/admin/transfers', href: '/admin/transfers' },
  adminTransfer: {
    path: '/admin/transfers/:id',
    build: (id: string | number) => `/admin/transfers/${enc(id)}`,
  },
  adminTransferStatement: { path: '/admin/transfer-statement', href: '/admin/transfer-statement' },
  adminBankAccounts: { path: '/admin/bank-accounts', href: '/admin/bank-accounts' },
  adminUserMetrics: { path: '/admin/user-metrics', href: '/admin/user-metrics' },
  adminFeedback: { path: '/admin/feedback', href: '/admin/feedback' },
  adminFeedbackItem: {
    path: '/admin/feedback/:id',
    build: (id: string | number) => `/admin/feedback/${enc(id)}`,
  },
  adminErrors: { path: '/admin/errors', href: '/admin/errors' },
  adminErrorGroup: {
    path: '/admin/errors/:fingerprint',
    build: (fingerprint: string) => `/admin/errors/${enc(fingerprint)}`,
  },
  adminUsers: { path: '/admin/users', href: '/admin/users' },
  adminUser: {
    path: '/admin/users/:id',
    build: (id: string | number) => `/admin/users/${enc(id)}`,
  },
  adminAuditLog: { path: '/admin/audit-log', href: '/admin/audit-log' },
  adminValuationLeads: { path: '/admin/valuation-leads', href: '/admin/valuation-leads' },
  adminIdentityVerifications: {
    path: '/admin/identity-verifications',
    href: '/admin/identity-verifications',
  },
  adminIdentityVerification: {
    path: '/admin/identity-verifications/:id',
    build: (id: string | number) => `/admin/identity-verifications/${enc(id)}`,
  },
  adminFundsVerifications: { path: '/admin/funds-verifications', href: '/admin/funds-verifications' },
  adminFundsVerification: {
    path: '/admin/funds-verifications/:id',
    build: (id: string | number) => `/admin/funds-verifications/${enc(id)}`,
  },
  adminBusinessNew: { path: '/business/new', href: '/business/new' },
  // Decision 175: the road to closing's templates per country, and the disputed payments.
  adminClosingTemplates: { path: '/admin/closing-templates', href: '/admin/closing-templates' },
  adminClosingDisputes: { path: '/admin/closing-disputes', href: '/admin/closing-disputes' },
  // Decision 170: the negotiations per listing, read-only (its inner addresses: offer-paths.ts).
  adminNegotiations: { path: '/admin/negotiations/*', href: '/admin/negotiations' },
  // Decision 062: every access request, answer and revocation of one listing.
  adminListingAccess: {
    path: '/admin/listing-access/:businessId',
    build: (businessId: string | number) => `/admin/listing-access/${enc(businessId)}`,
  },
  // Decision 102: consultants run their directory entry; admins review entries and write resources.
  consultantDashboard: { path: '/consultant/dashboard', href: '/consultant/dashboard' },
  consultantProfessional: { path: '/consultant/professional', href: '/consultant/professional' },
  adminProfessionals: { path: '/admin/professionals', href: '/admin/professionals' },
  adminResources: { path: '/admin/resources', href: '/admin/resources' },
  adminResourceNew: { path: '/admin/resources/new', href: '/admin/resources/new' },
  adminResource: {
    path: '/admin/resources/:id',
    build: (id: string | number) => `/admin/resources/${enc(id)}`,
  },
} as const;

/** The dashboard each role lands on from /dashboard. */
export function dashboardPathFor(role: string | null | undefined): string {
  switch (role) {
    case 'admin':
      return paths.adminDashboard.href;
    case 'seller':
      return paths.sellerDashboard.href;
    case 'buyer':
      return paths.buyerDashboard.href;
    case 'consultant':
      return paths.consultantDashboard.href;
    default:
      return paths.home.href;
  }
}

/**
 * Only same-site relative paths may be used as a post-login destination
 * (no "//evil.com", no "https://…", no backslash or control-character tricks).
 */
export function safeRedirectTarget(target: string | null | undefined, fallback = '/'): string {
  if (!target || typeof target !== 'string') return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // Browsers drop tabs and line breaks from URLs, so "/\t/evil.com" would become "//evil.com".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(target)) return fallback;
  // Never bounce back into the auth screens themselves (or into /auth/logout).
  if (/^\/auth(?:[/?#]|$)/.test(target)) return fallback;
  return target;
}
