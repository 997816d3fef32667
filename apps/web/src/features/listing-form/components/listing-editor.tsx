import type { AdminUserSummary } from '@traspasa/shared/admin-users';
import type { OwnBusiness } from '@traspasa/shared/listings';
import { PageBody } from '@/components/page/page-header';
import { type ListingFormMode, useListingDraft } from '../hooks/use-listing-draft';
import type { ListingFormParts } from '../lib/parts';
import { LAST_STEP, STEPS } from '../lib/values';
import { BasicsStep } from '../steps/basics-step';
import { ConfidentialStep } from '../steps/confidential-step';
import { NumbersStep } from '../steps/numbers-step';
import { ReviewStep } from '../steps/review-step';
import { StoryStep } from '../steps/story-step';
import { EditorHeader, EditorProgress, StepButtons, StepNav } from './editor-chrome';

const headings: Record<ListingFormMode, string> = {
  'admin-new': 'Crear un anuncio (administración)',
  edit: 'Editar anuncio',
  create: 'Publicar mi negocio',
};

/** The six steps of a listing, one at a time (`?paso=`), saved as the seller types. */
export function ListingEditor({
  business,
  mode,
  parts,
  seller,
  onChangeSeller,
}: {
  business: OwnBusiness | null;
  mode: ListingFormMode;
  parts: ListingFormParts;
  /** admin-new: whose draft this becomes. */
  seller?: AdminUserSummary;
  onChangeSeller?: () => void;
}) {
  const draft = useListingDraft({ business, mode, seller });
  const { step, goTo, values, errors, set, businessId } = draft;
  const { PhotoManager, DocumentManager, TierPicker } = parts;
  const heading = headings[mode];
  const needsId = (step === 4 || step === 5 || step === 6) && businessId === null;

  return (
    <>
      <title>{`${heading} | Traspasa`}</title>
      <EditorProgress draft={draft} />
      <PageBody className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <EditorHeader
          draft={draft}
          heading={heading}
          mode={mode}
          rejectionReason={business?.rejectionReason}
          seller={seller}
          onChangeSeller={onChangeSeller}
        />
        <StepNav step={step} onGoTo={goTo} />

        <form
          className="grid grid-cols-1 gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
          onSubmit={(e) => {
            e.preventDefault();
            if (step < LAST_STEP) goTo(step + 1);
          }}
          noValidate
        >
          <h2 className="text-xl font-semibold">{STEPS[step - 1]?.title}</h2>

          {needsId ? (
            <p className="rounded-lg bg-muted p-4 text-sm">
              Primero escribe el título de tu negocio en el paso 1: con él creamos el borrador.{' '}
              <button type="button" className="font-semibold text-primary underline" onClick={() => goTo(1)}>
                Ir al paso 1
              </button>
            </p>
          ) : null}

          {step === 1 ? <BasicsStep values={values} errors={errors} set={set} autoFocus={!business} /> : null}
          {step === 2 ? <NumbersStep values={values} errors={errors} set={set} /> : null}
          {step === 3 ? <StoryStep values={values} errors={errors} set={set} /> : null}
          {step === 4 && businessId !== null ? (
            <PhotoManager
              businessId={businessId}
              images={draft.images}
              tier={draft.tier}
              onImages={draft.setImages}
            />
          ) : null}
          {step === 5 && businessId !== null ? (
            <ConfidentialStep
              businessId={businessId}
              values={values}
              errors={errors}
              set={set}
              documents={draft.documents}
              onDocuments={draft.setDocuments}
              DocumentManager={DocumentManager}
            />
          ) : null}
          {step === 6 && businessId !== null ? (
            <>
              <ReviewStep
                values={values}
                images={draft.images}
                missing={draft.missing}
                onFix={goTo}
                canSubmit={draft.canSubmit}
                warnings={draft.warnings}
                figuresConfirmed={draft.figuresConfirmed}
                onConfirmFigures={draft.setFiguresConfirmed}
              />
              <TierPicker
                tier={draft.tier}
                status={draft.status}
                adminMode={mode === 'admin-new'}
                saveTier={draft.saveTier}
                onBeforeCheckout={draft.saveNow}
                onSaved={draft.onTierSaved}
              />
            </>
          ) : null}

          {draft.submitError ? (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-destructive"
            >
              {draft.submitError}
            </p>
          ) : null}

          <StepButtons draft={draft} mode={mode} />
        </form>
      </PageBody>
    </>
  );
}
