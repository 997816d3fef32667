import { LayoutDashboardIcon, ShieldIcon, UserIcon } from 'lucide-react';
import { Screen } from '@/components/page/screen';
import { paths } from '@/config/paths';

export default function IdentityVerificationPage() {
  return (
    <Screen
      title="Verificación de identidad"
      eyebrow="Tu cuenta"
      description="Verifica tu identidad con las fotos de tu cédula y una selfie para mostrar la insignia «Identidad verificada» a compradores y vendedores. Solo lo hacemos con tu consentimiento expreso: las imágenes las revisa un administrador, se usan únicamente para esta verificación y se eliminan tras el periodo de conservación indicado en la política de privacidad."
      links={[
        {
          to: paths.legalPrivacy.href,
          title: 'Política de privacidad',
          text: 'Para qué usamos tus datos y cuánto tiempo los guardamos.',
          icon: ShieldIcon,
        },
        { to: paths.profile.href, title: 'Perfil', text: 'Tus datos personales.', icon: UserIcon },
        {
          to: paths.dashboard.href,
          title: 'Mi panel',
          text: 'Vuelve a tu panel.',
          icon: LayoutDashboardIcon,
        },
      ]}
    />
  );
}
