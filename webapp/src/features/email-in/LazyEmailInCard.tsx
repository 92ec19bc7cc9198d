import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

const EmailInCard = lazy(() =>
  import('./EmailInCard').then((module) => ({ default: module.EmailInCard })),
);

/** The Save by E-mail card, loaded only when Settings → Integrations shows it. */
export function LazyEmailInCard() {
  return (
    <Suspense fallback={<Skeleton height="48" borderRadius="l3" />}>
      <EmailInCard />
    </Suspense>
  );
}
