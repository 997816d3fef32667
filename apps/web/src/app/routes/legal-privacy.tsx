import { LegalDocument } from '@/features/content-pages/components/legal-document';
import {
  PRIVACY_UPDATED_ON,
  privacyIntro,
  privacySections,
} from '@/features/content-pages/legal-privacy-content';

export default function LegalPrivacyPage() {
  return (
    <>
      <title>Política de privacidad | Traspasa</title>
      <meta
        name="description"
        content="Cómo trata Traspasa tus datos personales según la Ley Orgánica de Protección de Datos Personales del Ecuador: qué guardamos, para qué, cuánto tiempo y cómo ejercer tus derechos."
      />
      <LegalDocument
        title="Política de privacidad"
        updatedOn={PRIVACY_UPDATED_ON}
        intro={privacyIntro}
        sections={privacySections}
        related={{ to: '/legal/terms', label: 'Términos y condiciones' }}
      />
    </>
  );
}
