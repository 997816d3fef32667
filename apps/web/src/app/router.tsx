// The whole route table (with the resolution of the paths
// listed both public and protected, and docs/decisions/020-route-conflicts.md).
// Every page is loaded on demand; guards are layout routes.
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RouteErrorBoundary } from './error-boundary';
import { AdminRoute } from './guards/admin-route';
import { ProtectedRoute } from './guards/protected-route';
import { RootLayout } from './layout/root-layout';
import { lazyPage } from './lazy-page';

const Page = {
  // Screens of the pages agent.
  Home: lazyPage(() => import('./routes/home')),
  Auth: lazyPage(() => import('./routes/auth')),
  ResetPassword: lazyPage(() => import('./routes/reset-password')),
  NewPassword: lazyPage(() => import('./routes/new-password')),
  Profile: lazyPage(() => import('./routes/profile')),
  ProfileSettings: lazyPage(() => import('./routes/profile-settings')),
  ChangePassword: lazyPage(() => import('./routes/change-password')),
  About: lazyPage(() => import('./routes/about')),
  Mission: lazyPage(() => import('./routes/mission')),
  Faq: lazyPage(() => import('./routes/faq')),
  LegalTerms: lazyPage(() => import('./routes/legal-terms')),
  LegalPrivacy: lazyPage(() => import('./routes/legal-privacy')),

  // Shell screens.
  NotFound: lazyPage(() => import('./routes/not-found')),
  Logout: lazyPage(() => import('./routes/logout')),
  DashboardRedirect: lazyPage(() => import('./routes/dashboard-redirect')),
  Businesses: lazyPage(() => import('./routes/businesses')),
  BusinessDetail: lazyPage(() => import('./routes/business-detail')),
  Landing: lazyPage(() => import('./routes/landing')),
  Resources: lazyPage(() => import('./routes/resources')),
  ResourceDetail: lazyPage(() => import('./routes/resource-detail')),
  Professionals: lazyPage(() => import('./routes/professionals')),
  ProfessionalDetail: lazyPage(() => import('./routes/professional-detail')),
  NdaSignature: lazyPage(() => import('./routes/nda-signature')),
  NdaStatus: lazyPage(() => import('./routes/nda-status')),
  NdaUpload: lazyPage(() => import('./routes/nda-upload')),
  NdaAudit: lazyPage(() => import('./routes/nda-audit')),
  DataRoom: lazyPage(() => import('./routes/data-room')),
  PaymentSuccess: lazyPage(() => import('./routes/payment-success')),
  AnalyticsDemo: lazyPage(() => import('./routes/analytics-demo')),
  FeatureFlagsDemo: lazyPage(() => import('./routes/feature-flags-demo')),
  SubscriptionPlans: lazyPage(() => import('./routes/subscription-plans')),
  Checkout: lazyPage(() => import('./routes/checkout')),
  SubscriptionSuccess: lazyPage(() => import('./routes/subscription-success')),
  Subscribe: lazyPage(() => import('./routes/subscribe')),
  Subscription: lazyPage(() => import('./routes/subscription')),
  SandboxCheckout: lazyPage(() => import('./routes/sandbox-checkout')),
  CardGatewayCheckout: lazyPage(() => import('./routes/card-gateway-checkout')),
  TransferOrder: lazyPage(() => import('./routes/transfer-order')),
  Messages: lazyPage(() => import('./routes/messages')),
  Closing: lazyPage(() => import('./routes/closing')),
  Offers: lazyPage(() => import('./routes/offers')),
  IdentityVerification: lazyPage(() => import('./routes/identity-verification')),
  CreateBusiness: lazyPage(() => import('./routes/create-business')),
  BusinessEdit: lazyPage(() => import('./routes/business-edit')),
  BuyerDashboard: lazyPage(() => import('./routes/buyer-dashboard')),
  BuyerProofOfFunds: lazyPage(() => import('./routes/buyer-proof-of-funds')),
  BuyerProfile: lazyPage(() => import('./routes/buyer-profile')),
  SellerDashboard: lazyPage(() => import('./routes/seller-dashboard')),
  SellerListingForm: lazyPage(() => import('./routes/seller-listing-form')),
  AdminDashboard: lazyPage(() => import('./routes/admin-dashboard')),
  AdminDiscountCodes: lazyPage(() => import('./routes/admin-discount-codes')),
  AdminListingAccess: lazyPage(() => import('./routes/admin-listing-access')),
  AdminNegotiations: lazyPage(() => import('./routes/admin-negotiations')),
  AdminClosingTemplates: lazyPage(() => import('./routes/admin-closing-templates')),
  AdminClosingDisputes: lazyPage(() => import('./routes/admin-closing-disputes')),
  AdminStripe: lazyPage(() => import('./routes/admin-stripe')),
  AdminInvoices: lazyPage(() => import('./routes/admin-invoices')),
  AdminUserMetrics: lazyPage(() => import('./routes/admin-user-metrics')),
  AdminFeedback: lazyPage(() => import('./routes/admin-feedback')),
  AdminErrors: lazyPage(() => import('./routes/admin-errors')),
  AdminUsers: lazyPage(() => import('./routes/admin-users')),
  AdminAuditLog: lazyPage(() => import('./routes/admin-audit-log')),
  AdminValuationLeads: lazyPage(() => import('./routes/admin-valuation-leads')),
  Valuation: lazyPage(() => import('./routes/valuation')),
  AdminIdentityVerifications: lazyPage(() => import('./routes/admin-identity-verifications')),
  AdminFundsVerifications: lazyPage(() => import('./routes/admin-funds-verifications')),
  AdminTransfers: lazyPage(() => import('./routes/admin-transfers')),
  AdminTransferStatement: lazyPage(() => import('./routes/admin-transfer-statement')),
  AdminBankAccounts: lazyPage(() => import('./routes/admin-bank-accounts')),
  AdminBusinessNew: lazyPage(() => import('./routes/admin-business-new')),
  AdminModeration: lazyPage(() => import('./routes/admin-moderation')),
  AdminProfessionals: lazyPage(() => import('./routes/admin-professionals')),
  AdminResources: lazyPage(() => import('./routes/admin-resources')),
  AdminResourceEdit: lazyPage(() => import('./routes/admin-resource-edit')),
  ConsultantDashboard: lazyPage(() => import('./routes/consultant-dashboard')),
  ConsultantProfessional: lazyPage(() => import('./routes/consultant-professional')),
} satisfies Record<string, ComponentType>;

/** The admin frame (side navigation with the queues' counts), loaded with the first admin screen. */
const AdminLayout = lazyPage(() =>
  import('@/app/layout/admin-layout').then((m) => ({ default: m.AdminLayout })),
);

/** /nda-audit is shared with sellers; an admin sees it inside the admin frame. */
const AdminLayoutForAdmins = lazyPage(() =>
  import('@/app/layout/admin-layout').then((m) => ({
    default: m.AdminLayoutForAdmins,
  })),
);

const route = (path: string, Element: ComponentType): RouteObject => ({ path, element: <Element /> });

/** Public routes (no sign-in). */
const publicRoutes: RouteObject[] = [
  { index: true, element: <Page.Home /> },
  route(paths.auth.path, Page.Auth),
  route(paths.logout.path, Page.Logout),
  route(paths.resetPassword.path, Page.ResetPassword),
  route(paths.newPassword.path, Page.NewPassword),
  route(paths.newPassword.alias, Page.NewPassword),
  route(paths.businesses.path, Page.Businesses),
  route(paths.business.path, Page.BusinessDetail),
  route(paths.buyerBusiness.path, Page.BusinessDetail),
  route(paths.landing.path, Page.Landing),
  route(paths.resources.path, Page.Resources),
  route(paths.resource.path, Page.ResourceDetail),
  route(paths.professionals.path, Page.Professionals),
  route(paths.professional.path, Page.ProfessionalDetail),
  route(paths.valuation.path, Page.Valuation),
  route(paths.ndaSignature.path, Page.NdaSignature),
  route(paths.ndaStatus.path, Page.NdaStatus),
  route(paths.ndaUpload.path, Page.NdaUpload),
  route(paths.ndaUpload.alias, Page.NdaUpload),
  route(paths.about.path, Page.About),
  route(paths.mission.path, Page.Mission),
  route(paths.faq.path, Page.Faq),
  route(paths.legalTerms.path, Page.LegalTerms),
  route(paths.legalPrivacy.path, Page.LegalPrivacy),
  route(paths.paymentSuccess.path, Page.PaymentSuccess),
  route(paths.analyticsDemo.path, Page.AnalyticsDemo),
  route(paths.featureFlagsDemo.path, Page.FeatureFlagsDemo),
  // Decision 020: /subscription-plans is public.
  route(paths.subscriptionPlans.path, Page.SubscriptionPlans),
  route(paths.subscriptionPlansDynamic.path, Page.SubscriptionPlans),
];

/** Protected routes (sign-in only). */
const signedInRoutes: RouteObject[] = [
  route(paths.messages.path, Page.Messages),
  route(paths.conversation.path, Page.Messages),
  // Both sides of an offer; the area routes its screens, the server decides who acts (decision 170).
  route(paths.offers.path, Page.Offers),
  // The road to closing (decision 175): the server lets only the deal's buyer, seller and admins in.
  route(paths.closing.path, Page.Closing),
  route(paths.identityVerification.path, Page.IdentityVerification),
  // Decision 020: /checkout and /subscription-success require sign-in.
  route(paths.checkout.path, Page.Checkout),
  route(paths.subscriptionSuccess.path, Page.SubscriptionSuccess),
  route(paths.subscribe.path, Page.Subscribe),
  route(paths.subscriptionCheckout.path, Page.Subscribe),
  route(paths.profile.path, Page.Profile),
  route(paths.profileSettings.path, Page.ProfileSettings),
  route(paths.changePassword.path, Page.ChangePassword),
  { element: <AdminLayoutForAdmins />, children: [route(paths.ndaAudit.path, Page.NdaAudit)] },
  // The server decides who sees the room (its seller, admins, buyers with access: decision 172).
  route(paths.dataRoom.path, Page.DataRoom),
  route(paths.createBusiness.path, Page.CreateBusiness),
  route(paths.subscription.path, Page.Subscription),
  route(paths.sandboxCheckout.path, Page.SandboxCheckout),
  route(paths.cardGatewayCheckout.path, Page.CardGatewayCheckout),
  route(paths.transferOrder.path, Page.TransferOrder),
  route(paths.dashboard.path, Page.DashboardRedirect),
  route(paths.consultantDashboard.path, Page.ConsultantDashboard),
  route(paths.consultantProfessional.path, Page.ConsultantProfessional),
  // Listed as signed-in and as admin-only; signed-in wins, the server decides ownership
  // (docs/decisions/020-route-conflicts.md).
  route(paths.businessEdit.path, Page.BusinessEdit),
];

const sellerRoutes: RouteObject[] = [
  route(paths.sellerDashboard.path, Page.SellerDashboard),
  route(paths.sellerCreateListing.path, Page.SellerListingForm),
  route(paths.sellerCreateListingId.path, Page.SellerListingForm),
  route(paths.sellerEditListing.path, Page.SellerListingForm),
  route(paths.sellerEditBusiness.path, Page.SellerListingForm),
  route(paths.sellerCreateListingFixed.path, Page.SellerListingForm),
];

const adminRoutes: RouteObject[] = [
  route(paths.admin.path, Page.AdminDashboard),
  route(paths.adminDashboard.path, Page.AdminDashboard),
  route(paths.adminModeration.path, Page.AdminModeration),
  route(paths.adminDiscountCodes.path, Page.AdminDiscountCodes),
  route(paths.adminStripe.path, Page.AdminStripe),
  route(paths.adminInvoices.path, Page.AdminInvoices),
  route(paths.adminUserMetrics.path, Page.AdminUserMetrics),
  route(paths.adminFeedback.path, Page.AdminFeedback),
  route(paths.adminFeedbackItem.path, Page.AdminFeedback),
  route(paths.adminErrors.path, Page.AdminErrors),
  route(paths.adminErrorGroup.path, Page.AdminErrors),
  route(paths.adminUsers.path, Page.AdminUsers),
  route(paths.adminUser.path, Page.AdminUsers),
  route(paths.adminAuditLog.path, Page.AdminAuditLog),
  route(paths.adminValuationLeads.path, Page.AdminValuationLeads),
  route(paths.adminIdentityVerifications.path, Page.AdminIdentityVerifications),
  route(paths.adminIdentityVerification.path, Page.AdminIdentityVerifications),
  route(paths.adminFundsVerifications.path, Page.AdminFundsVerifications),
  route(paths.adminFundsVerification.path, Page.AdminFundsVerifications),
  route(paths.adminTransfers.path, Page.AdminTransfers),
  route(paths.adminTransfer.path, Page.AdminTransfers),
  route(paths.adminTransferStatement.path, Page.AdminTransferStatement),
  route(paths.adminBankAccounts.path, Page.AdminBankAccounts),
  route(paths.adminBusinessNew.path, Page.AdminBusinessNew),
  route(paths.adminListingAccess.path, Page.AdminListingAccess),
  route(paths.adminNegotiations.path, Page.AdminNegotiations),
  route(paths.adminClosingTemplates.path, Page.AdminClosingTemplates),
  route(paths.adminClosingDisputes.path, Page.AdminClosingDisputes),
  route(paths.adminProfessionals.path, Page.AdminProfessionals),
  route(paths.adminResources.path, Page.AdminResources),
  route(paths.adminResourceNew.path, Page.AdminResourceEdit),
  route(paths.adminResource.path, Page.AdminResourceEdit),
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      ...publicRoutes,
      { element: <ProtectedRoute />, children: signedInRoutes },
      {
        // biome-ignore lint/a11y/useValidAriaRole: `role` here is a user role, not an ARIA role
        element: <ProtectedRoute role="buyer" />,
        children: [
          route(paths.buyerDashboard.path, Page.BuyerDashboard),
          route(paths.buyerProfile.path, Page.BuyerProfile),
          route(paths.buyerProofOfFunds.path, Page.BuyerProofOfFunds),
        ],
      },
      // biome-ignore lint/a11y/useValidAriaRole: `role` here is a user role, not an ARIA role
      { element: <ProtectedRoute role="seller" />, children: sellerRoutes },
      { element: <AdminRoute />, children: [{ element: <AdminLayout />, children: adminRoutes }] },
      route('*', Page.NotFound),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
