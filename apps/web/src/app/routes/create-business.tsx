import { BookOpenIcon, CalculatorIcon, ImageIcon, TagIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ListingForm } from '@/app/screens/listing-form';
import { Screen } from '@/components/page/screen';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { paths } from '@/config/paths';
import { useUpdateProfile } from '@/features/account/api/update-profile';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/server-issues';
import { useUser } from '@/lib/session';

/**
 * One click from buyer to seller (decision 020): the seller role is added to the account (the
 * buyer one stays) and the listing form opens right here, no trip through settings.
 */
function BecomeSellerButton() {
  const update = useUpdateProfile();
  return (
    <PendingButton
      variant="accent"
      size="lg"
      pending={update.isPending}
      pendingLabel="Activando…"
      onClick={() =>
        update.mutate(
          { secondaryRole: 'seller' },
          {
            onSuccess: () => toast({ title: 'Ya puedes vender', description: 'Completa tu primer anuncio.' }),
            onError: (error) =>
              toast({
                variant: 'destructive',
                title: 'No pudimos activar la cuenta de vendedor',
                description: errorMessage(error),
              }),
          },
        )
      }
    >
      Activar mi cuenta de vendedor
    </PendingButton>
  );
}

export default function CreateBusinessPage() {
  const { data: user } = useUser();
  const isSeller = user?.role === 'seller' || user?.secondaryRole === 'seller' || user?.role === 'admin';
  // Sellers get the listing form itself (same screen as /seller/create-listing).
  if (isSeller) return <ListingForm mode={user?.role === 'admin' ? 'admin-new' : 'create'} />;
  return (
    <Screen
      title="Publicar mi negocio"
      eyebrow="Vender"
      description="Publicar un negocio en Traspasa empieza con un anuncio: título, categoría, ciudad, precio, cifras anuales, descripción y al menos una foto. Lo que sea confidencial (nombre comercial, dirección, estados financieros) solo lo verán los compradores que firmen el acuerdo de confidencialidad. Un administrador revisa cada anuncio antes de publicarlo."
      actions={
        isSeller ? (
          <Button asChild variant="accent" size="lg">
            <Link to={paths.sellerCreateListing.href}>Crear anuncio</Link>
          </Button>
        ) : user ? (
          <BecomeSellerButton />
        ) : (
          <Button asChild variant="accent" size="lg">
            <Link to={paths.profileSettings.href}>Activar mi cuenta de vendedor</Link>
          </Button>
        )
      }
      links={[
        {
          to: paths.resources.href,
          title: 'Prepara tu negocio',
          text: 'Guías para ordenar papeles y cifras antes de publicar.',
          icon: BookOpenIcon,
        },
        {
          to: paths.valuation.href,
          title: 'Valora tu negocio',
          text: 'Calcula un rango de precio con tus cifras y compáralo con lo que piden en Traspasa.',
          icon: CalculatorIcon,
        },
        {
          to: paths.subscriptionPlans.href,
          title: 'Paquetes',
          text: 'Más fotos, documentos y lugar destacado.',
          icon: TagIcon,
        },
        {
          to: paths.faq.href,
          title: 'Fotos que venden',
          text: 'Preguntas frecuentes sobre cómo presentar tu anuncio.',
          icon: ImageIcon,
        },
      ]}
    >
      {!isSeller && user ? (
        <p className="rounded-xl border bg-card p-5 text-sm text-muted-foreground">
          Tu cuenta es de {user.role === 'consultant' ? 'consultor' : 'comprador'}. Con «Activar mi cuenta de
          vendedor» tu cuenta suma el rol de vendedor y aquí mismo se abre el formulario del anuncio; seguirás
          pudiendo comprar.
        </p>
      ) : null}
    </Screen>
  );
}
