import {
  type BusinessAccess,
  type BusinessDetail,
  type ConfidentialFields,
  type ListingFacts,
  listingReference,
  type PremisesType,
  type PublicBusinessListItem,
} from '@traspasa/shared/businesses';
import type { BusinessCategory, BusinessStatus, PackageTier } from '@traspasa/shared/enums';
import type { ListingAccessMode } from '@traspasa/shared/listing-access';
import { figureWarnings, type OwnBusiness } from '@traspasa/shared/listings';
import { toListingDocument } from '../business-media/listing-files.rules.ts';
import type { PublicBusinessCardRow } from './businesses.repository.ts';
import type { BusinessRow } from './businesses.types.ts';

/** The public card of a listing: never confidential info, documents or seller contact data. */
export function toListItem(row: PublicBusinessCardRow): PublicBusinessListItem {
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
    refreshedAt: row.refreshedAt.toISOString(),
    sellerVerified: row.sellerVerified,
  };
}

/** The public facts of the sale ("Datos clave", decision 130). */
export function toListingFacts(row: BusinessRow): ListingFacts {
  return {
    reference: listingReference(row.id),
    cashFlow: row.cashFlow,
    inventoryIncluded: row.inventoryIncluded,
    inventoryValue: row.inventoryValue,
    equipmentIncluded: row.equipmentIncluded,
    equipmentValue: row.equipmentValue,
    premises: row.premises as PremisesType | null,
    monthlyRent: row.monthlyRent,
    leaseEndsOn: row.leaseEndsOn,
    sellerFinancing: row.sellerFinancing,
    sellerFinancingTerms: row.sellerFinancingTerms,
    trainingWeeks: row.trainingWeeks,
  };
}

/** The structured confidential fields: only behind `access.canViewConfidential`. */
function toConfidentialFields(row: BusinessRow): ConfidentialFields {
  return {
    tradeName: row.tradeName,
    taxId: row.taxId,
    exactAddress: row.exactAddress,
    leaseTerms: row.leaseTerms,
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
  const {
    confidentialInfo,
    documents,
    searchVector: _sv,
    tradeName: _t,
    taxId: _x,
    exactAddress: _a,
    leaseTerms: _l,
    ...rest
  } = business;
  return {
    ...toListItem({ ...rest, sellerVerified }),
    ...toListingFacts(business),
    description: business.description,
    sellingReason: business.sellingReason,
    yearsOperation: business.yearsOperation,
    employeeCount: business.employeeCount,
    requiresEnhancedSignature: business.requiresEnhancedSignature,
    requireVerifiedBuyer: business.requireVerifiedBuyer,
    accessMode: business.accessMode as ListingAccessMode,
    requireVerifiedFunds: business.requireVerifiedFunds,
    acceptBackupOffers: business.acceptBackupOffers,
    updatedAt: business.updatedAt.toISOString(),
    access,
    // Who the seller is stays private until the buyer may write to them (signed NDA):
    // then the id opens the conversation (/messages/:sellerId).
    ...(access.canMessage ? { sellerId: business.sellerId } : {}),
    ...(access.canViewConfidential
      ? {
          confidentialInfo,
          ...toConfidentialFields(business),
          documents: documents.map((e) => toListingDocument(business.id, e)),
        }
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
    ...toConfidentialFields(business),
    sellerId: business.sellerId,
    rejectionReason: business.rejectionReason,
    confidentialInfo,
    documents: business.documents.map((e) => toListingDocument(business.id, e)),
    featuredUntil: business.featuredUntil?.toISOString() ?? null,
    expiresAt: business.status === 'approved' ? (business.expiresAt?.toISOString() ?? null) : null,
    editedSinceApproval: business.editedSinceApproval,
    figureWarnings: figureWarnings(business),
  };
}
