import { CheckCircle2Icon, LayoutDashboardIcon, PlusCircleIcon, StoreIcon } from 'lucide-react';
import { Screen } from '@/components/page/screen';
import { paths } from '@/config/paths';

export default function PaymentSuccessPage() {
  return (
    <Screen
      title="Pago recibido"
      heading={
        <span className="inline-flex items-center gap-3">
          <CheckCircle2Icon className="size-8 shrink-0 text-green-700" aria-hidden="true" />
          Pago recibido
        </span>
      }
      description="Gracias por tu compra. El crédito del paquete se suma a tu cuenta en cuanto el proveedor de pagos lo confirma, normalmente en unos segundos, y se usa cuando un administrador aprueba el anuncio al que lo apliques. Te enviamos el comprobante por correo electrónico."
      links={[
        {
          to: paths.sellerCreateListing.href,
          title: 'Publicar un negocio',
          text: 'Usa tu paquete en un anuncio nuevo.',
          icon: PlusCircleIcon,
        },
        {
          to: paths.dashboard.href,
          title: 'Mi panel',
          text: 'Tus anuncios y mensajes.',
          icon: LayoutDashboardIcon,
        },
        { to: paths.businesses.href, title: 'Negocios', text: 'El mercado público.', icon: StoreIcon },
      ]}
    />
  );
}
