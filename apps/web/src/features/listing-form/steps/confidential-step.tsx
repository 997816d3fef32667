// Step 5 of the listing form: what only buyers with a signed confidentiality agreement see,
// the conditions to sign it, who opens it (decision 062), and the private documents.

import type { ListingDocument } from '@traspasa/shared/businesses';
import { listingAccessModes } from '@traspasa/shared/listing-access';
import { taxIdProblem } from '@traspasa/shared/listings';
import { z } from 'zod';
import { Checkbox } from '@/components/ui/checkbox';
import { Switch } from '@/components/ui/switch';
import { AccessModeFields } from '../components/access-mode-fields';
import { ConfidentialFields } from '../components/confidential-fields';
import { optionalText, stepSchema } from '../lib/field-schemas';
import type { ListingFormParts } from '../lib/parts';
import type { FieldErrors, ListingValues, SetValue } from '../lib/values';

export const confidentialSchema = stepSchema(
  (v) =>
    z.object({
      tradeName: optionalText,
      // The RUC is checked for the listing's country (step 1).
      taxId: z
        .string()
        .superRefine((taxId, ctx) => {
          const problem = taxIdProblem(v.country, taxId);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        })
        .pipe(optionalText),
      exactAddress: optionalText,
      leaseTerms: optionalText,
      confidentialInfo: optionalText,
      requiresEnhancedSignature: z.boolean(),
      requireVerifiedBuyer: z.boolean(),
      accessMode: z.enum(listingAccessModes),
      requireVerifiedFunds: z.boolean(),
      acceptBackupOffers: z.boolean(),
    }),
  ['country'],
);

export function ConfidentialStep({
  businessId,
  values,
  errors,
  set,
  documents,
  onDocuments,
  DocumentManager,
}: {
  businessId: number;
  values: ListingValues;
  errors: FieldErrors;
  set: SetValue;
  documents: ListingDocument[];
  onDocuments: (documents: ListingDocument[]) => void;
  DocumentManager: ListingFormParts['DocumentManager'];
}) {
  return (
    <>
      <ConfidentialFields values={values} errors={errors} set={set} />
      <div className="flex min-h-11 items-start gap-3 rounded-lg border p-3">
        <Switch
          id="enhanced-signature"
          checked={values.requiresEnhancedSignature}
          onCheckedChange={(v) => set('requiresEnhancedSignature', v)}
          aria-describedby="enhanced-hint"
        />
        <span className="grid gap-1">
          <label htmlFor="enhanced-signature" className="text-sm font-medium">
            Pedir firma reforzada
          </label>
          <span id="enhanced-hint" className="text-sm text-muted-foreground">
            Además de aceptar el acuerdo, el comprador sube su cédula y el acuerdo firmado.
          </span>
        </span>
      </div>
      <div className="flex min-h-11 items-start gap-3 rounded-lg border p-3">
        <Switch
          id="verified-buyers-only"
          checked={values.requireVerifiedBuyer}
          onCheckedChange={(v) => set('requireVerifiedBuyer', v)}
          aria-describedby="verified-buyers-hint"
        />
        <span className="grid gap-1">
          <label htmlFor="verified-buyers-only" className="text-sm font-medium">
            Solo compradores con identidad verificada pueden firmar el acuerdo
          </label>
          <span id="verified-buyers-hint" className="text-sm text-muted-foreground">
            Quien no haya verificado su documento y una selfie en Traspasa tendrá que hacerlo antes de firmar.
            Los acuerdos ya firmados no cambian.
          </span>
        </span>
      </div>
      <AccessModeFields values={values} set={set} />
      <div className="flex min-h-11 items-start gap-3 rounded-lg border p-3">
        <Checkbox
          id="accept-backup-offers"
          className="mt-0.5"
          checked={values.acceptBackupOffers}
          onCheckedChange={(v) => set('acceptBackupOffers', v === true)}
          aria-describedby="accept-backup-offers-hint"
        />
        <span className="grid gap-1">
          <label htmlFor="accept-backup-offers" className="text-sm font-medium">
            Aceptar ofertas de respaldo mientras está reservado
          </label>
          <span id="accept-backup-offers-hint" className="text-sm text-muted-foreground">
            Cuando aceptes una oferta, el negocio queda reservado para ese comprador. Con esta opción, otros
            compradores pueden seguir firmando el acuerdo y ofertar como respaldo por si el trato no se
            cierra.
          </span>
        </span>
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">Documentos</h3>
        <DocumentManager businessId={businessId} documents={documents} onDocuments={onDocuments} />
      </div>
    </>
  );
}
