import { LegalDocument } from '@/features/content-pages/components/legal-document';
import { TERMS_UPDATED_ON, termsIntro, termsSections } from '@/features/content-pages/legal-terms-content';

export default function LegalTermsPage() {
  return (
    <>
      <title>Términos y condiciones | Traspasa</title>
      <meta
        name="description"
        content="Términos y condiciones de uso de Traspasa: cuentas, publicación y moderación de negocios, acuerdos de confidencialidad, pagos, responsabilidades y ley aplicable en Ecuador."
      />
      <LegalDocument
        title="Términos y condiciones"
        updatedOn={TERMS_UPDATED_ON}
        intro={termsIntro}
        sections={termsSections}
        related={{ to: '/legal/privacy', label: 'Política de privacidad' }}
      />
    </>
  );
}
