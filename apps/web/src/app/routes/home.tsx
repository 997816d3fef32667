import { CategoriesGrid } from '@/features/home/components/categories-grid';
import { FeaturedListings, RecentListings } from '@/features/home/components/featured-listings';
import { Hero } from '@/features/home/components/hero';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { PublishCta } from '@/features/home/components/publish-cta';
import { TrustPoints } from '@/features/home/components/trust-points';
import { HydrateWhenSeen } from '@/lib/ssr/hydrate-when-seen';

// Home stays light (first-load budget): no forms library, no zod, no Radix beyond
// what the layout already loads.
export default function HomePage() {
  return (
    <>
      <title>Traspasa — Compra y vende negocios en Ecuador y Latinoamérica</title>
      <meta
        name="description"
        content="Encuentra negocios en venta en Ecuador y Latinoamérica o publica el tuyo gratis. Acuerdos de confidencialidad con evidencia, anuncios revisados y contacto seguro con el vendedor."
      />
      <Hero />
      {/* Each part hydrates on its own once it nears the screen or is touched (decision 146):
          the server's markup is there meanwhile, so nothing changes on screen. */}
      <HydrateWhenSeen>
        <FeaturedListings />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <RecentListings />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <CategoriesGrid />
        <HowItWorks />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <TrustPoints />
        <PublishCta />
      </HydrateWhenSeen>
    </>
  );
}
