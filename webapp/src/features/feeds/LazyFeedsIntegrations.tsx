import type { User } from '@vault/contracts';
import { lazy, Suspense } from 'react';

const FeedsIntegrations = lazy(() => import('./FeedsIntegrations'));

/** The feed cards, loaded when the Integrations section first shows them. */
export function LazyFeedsIntegrations({ user }: { user: User }) {
  return (
    <Suspense fallback={null}>
      <FeedsIntegrations user={user} />
    </Suspense>
  );
}
