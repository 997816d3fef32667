import { lazy, Suspense } from 'react';
import { cn } from '@/lib/utils';

// Forty-odd drawings, needed only by listings without photos: their code loads when one is
// shown, so no page's first load carries them (the home page's budget, scripts/bundle-size.mjs).
const Art = lazy(() =>
  import('./category-illustration-art').then((m) => ({ default: m.CategoryIllustrationArt })),
);

export type CategoryIllustrationProps = {
  category: string | null | undefined;
  /** Which of the category's pictures (`cardPictures` picks it so neighbours differ). */
  variant: number;
  className?: string;
};

/** A listing without photos: an illustration of its category (decorative, aria-hidden). */
export function CategoryIllustration(props: CategoryIllustrationProps) {
  return (
    <Suspense
      fallback={
        <div
          aria-hidden="true"
          className={cn('size-full bg-gradient-to-br from-primary-soft to-secondary', props.className)}
        />
      }
    >
      <Art {...props} />
    </Suspense>
  );
}
