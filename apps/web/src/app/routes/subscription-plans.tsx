import { PlusCircleIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PlansCatalog } from '@/features/payments/components/plans-catalog';

export default function SubscriptionPlansPage() {
  return (
    <>
      <title>Planes y paquetes | Traspasa</title>
      <meta
        name="description"
        content="Publicar un negocio en Traspasa es gratis. Los planes suman funciones a tu cuenta y los paquetes publican tu anuncio como Premium o Destacado."
      />
      <PageHeader
        eyebrow="Planes y paquetes"
        title="Publicar tu negocio es gratis"
        description="Un anuncio básico no cuesta nada. Si quieres más, elige un plan para tu cuenta de comprador o de vendedor, o compra un paquete para que tu anuncio salga como Premium o Destacado. Verás el precio final, con tu código de descuento aplicado, antes de pagar."
        actions={
          <Button asChild variant="outline">
            <Link to={paths.createBusiness.href}>
              <PlusCircleIcon aria-hidden="true" />
              Publicar gratis
            </Link>
          </Button>
        }
      />
      <PageBody>
        <PlansCatalog />
      </PageBody>
    </>
  );
}
