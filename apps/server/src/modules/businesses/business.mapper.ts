import type { BusinessAccess, BusinessDetail, PublicBusinessListItem } from '@traspasa/shared/businesses';
import type { BusinessCategory, BusinessStatus, PackageTier } from '@traspasa/shared/enums';
import { figureWarnings, type OwnBusiness } from '@traspasa/shared/listings';
import { toListingDocument } from '../business-media/listing-files.ts';
import type { BusinessRow, PublicBusinessRow } from './businesses.repository.ts';

/** The public card of a listing: never confidential info, documents or seller contact data. */
export function toListItem(row: PublicBusinessRow): PublicBusinessListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category as BusinessCategory | null,
    country: row.country,
    location: row.location,
    askingPrice: row.askingPrice,
    annualRevenue: row.annualRevenue,
    annualProfit: row.annualProfit,
    images: row.images,
    featured: row.featured,
    status: row.status as BusinessStatus,
    packageTier: row.packageTier as PackageTier,
    createdAt: row.createdAt.toISOString(),
    sellerVerified: row.sellerVerified,
  };
}

const OWNER_ACCESS: BusinessAccess = { ndaStatus: null, canViewConfidential: true, canMessage: false };

/**
 * A listing's detail page. The confidential part (info and documents) is included only
 * when `access.canViewConfidential` says the viewer may see it.
 */
export function toBusinessDetail(
  business: BusinessRow,
  sellerVerified: boolean,
  access: BusinessAccess,
): BusinessDetail {
  const { confidentialInfo, documents, searchVector: _sv, ...rest } = business;
  return {
    ...toListItem({ ...rest, sellerVerified }),
    description: business.description,
    sellingReason: business.sellingReason,
    yearsOperation: business.yearsOperation,
    employeeCount: business.employeeCount,
    requiresEnhancedSignature: business.requiresEnhancedSignature,
    requireVerifiedBuyer: business.requireVerifiedBuyer,
    updatedAt: business.updatedAt.toISOString(),
    access,
    // Who the seller is stays private until the buyer may write to them (signed NDA):
    // then the id opens the conversation (/messages/:sellerId).
    ...(access.canMessage ? { sellerId: business.sellerId } : {}),
    ...(access.canViewConfidential
      ? { confidentialInfo, documents: documents.map((e) => toListingDocument(business.id, e)) }
      : {}),
  };
}

/** A listing as its seller or an admin sees it: everything, the confidential part included. */
export function toOwnBusiness(
  business: BusinessRow,
  sellerVerified: boolean,
  access: BusinessAccess = OWNER_ACCESS,
): OwnBusiness {
  const { confidentialInfo } = business;
  return {
    ...toBusinessDetail(business, sellerVerified, access),
    sellerId: business.sellerId,
    rejectionReason: business.rejectionReason,
    confidentialInfo,
    documents: business.documents.map((e) => toListingDocument(business.id, e)),
    featuredUntil: business.featuredUntil?.toISOString() ?? null,
    figureWarnings: figureWarnings(business),
  };
}
