import { Suspense } from 'react';
import { CategoriesGrid } from '@/features/home/components/categories-grid';
import { FeaturedListings, RecentListings } from '@/features/home/components/featured-listings';
import { Hero } from '@/features/home/components/hero';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { PublishCta } from '@/features/home/components/publish-cta';
import { TrustPoints } from '@/features/home/components/trust-points';

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
      {/* Each boundary hydrates on its own, after the page around it and in its own short
          tasks (decision 146): the server's markup is already there, so nothing changes on
          screen. No fallback is ever shown: nothing in them suspends. */}
      <Suspense fallback={null}>
        <FeaturedListings />
      </Suspense>
      <Suspense fallback={null}>
        <RecentListings />
      </Suspense>
      <Suspense fallback={null}>
        <CategoriesGrid />
        <HowItWorks />
      </Suspense>
      <Suspense fallback={null}>
        <TrustPoints />
        <PublishCta />
      </Suspense>
    </>
  );
}
