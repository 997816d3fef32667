// The fixed value sets and the entity defaults (decision 001). The database
// CHECK constraints and every zod schema are built from these arrays.

export const userRoles = ['buyer', 'seller', 'consultant', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/** Roles a person may choose when registering (admins are never self-registered). */
export const registrableRoles = ['seller', 'buyer', 'consultant'] as const;
export type RegistrableRole = (typeof registrableRoles)[number];

export const businessCategories = [
  'restaurant',
  'retail',
  'service',
  'manufacturing',
  'technology',
  'healthcare',
  'education',
  'hospitality',
  'construction',
  'agriculture',
  'transportation',
  'realestate',
  'finance',
  'other',
] as const;
export type BusinessCategory = (typeof businessCategories)[number];

export const businessCategoryLabels: Record<BusinessCategory, string> = {
  restaurant: 'Restaurantes',
  retail: 'Comercio minorista',
  service: 'Servicios',
  manufacturing: 'Manufactura',
  technology: 'Tecnología',
  healthcare: 'Salud',
  education: 'Educación',
  hospitality: 'Hotelería y turismo',
  construction: 'Construcción',
  agriculture: 'Agricultura',
  transportation: 'Transporte',
  realestate: 'Bienes raíces',
  finance: 'Finanzas',
  other: 'Otros',
};

/**
 * `expired`: an approved listing its seller did not renew within 90 days
 * (decision 151). Out of search and the sitemap; its page answers 410 to the public.
 * `held`: a published or sold listing whose seller's account an admin suspended; private
 * until the account is reactivated, when it returns to the status it had (decision 156).
 * `reserved`: both parties signed an accepted offer; the buyer has exclusivity. Still listed in
 * search with «Reservado»; released back to approved, or closed as sold (decision 171).
 */
export const businessStatuses = [
  'draft',
  'pending',
  'approved',
  'reserved',
  'rejected',
  'sold',
  'expired',
  'held',
] as const;
export type BusinessStatus = (typeof businessStatuses)[number];

export const packageTiers = ['basic', 'premium', 'featured'] as const;
export type PackageTier = (typeof packageTiers)[number];

export const paymentStatuses = [
  'pending',
  'processing',
  'succeeded',
  'failed',
  'canceled',
  'refunded',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const webhookEventStatuses = ['pending', 'processing', 'succeeded', 'failed', 'retrying'] as const;
export type WebhookEventStatus = (typeof webhookEventStatuses)[number];

export const messageStatuses = ['unread', 'read'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

export const ndaStatuses = ['pending', 'signed', 'rejected'] as const;
export type NdaStatus = (typeof ndaStatuses)[number];

export const enhancedSignatureStatuses = [
  'no_requerida',
  'pendiente',
  'firmada_electronica',
  'subida_fisica',
] as const;
export type EnhancedSignatureStatus = (typeof enhancedSignatureStatuses)[number];

export const businessReportStatuses = ['pending', 'reviewed', 'resolved', 'dismissed'] as const;
export type BusinessReportStatus = (typeof businessReportStatuses)[number];

export const feedbackStatuses = ['pending', 'responded', 'resolved', 'dismissed'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

export const notificationPreferences = ['all', 'important', 'none'] as const;
export type NotificationPreference = (typeof notificationPreferences)[number];

export const discountTypes = ['percentage', 'fixed_amount'] as const;
export type DiscountType = (typeof discountTypes)[number];

export const errorLogLevels = ['error', 'warning', 'info', 'debug'] as const;
export type ErrorLogLevel = (typeof errorLogLevels)[number];

export const identityVerificationStatuses = ['pending', 'approved', 'rejected'] as const;
export type IdentityVerificationStatus = (typeof identityVerificationStatuses)[number];

export const messageTypes = ['text'] as const;
export type MessageType = (typeof messageTypes)[number];
