import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useCurrentUser } from '../../features/auth/use-current-user';

// Signed-out only, its own chunk: a signed-in visit (the server sends no prerendered home then)
// does not download the Account card's forms and the marketing cards.
const SignedOutHome = lazy(() =>
  import('../../features/marketing/SignedOutHome').then((m) => ({ default: m.SignedOutHome })),
);

// Signed-in only: the signed-out home does not download the event stream's code.
const LiveContentUpdates = lazy(() =>
  import('../../features/library/live/LiveContentUpdates').then((m) => ({
    default: m.LiveContentUpdates,
  })),
);

/**
 * Signed-in routes: a visitor who is not signed in gets the signed-out home with the Account card.
 * Signed-in pages keep the library live through the event stream.
 */
export function RequireUser() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (!user) return <SignedOutHome />;
  return (
    <>
      <Suspense fallback={null}>
        <LiveContentUpdates />
      </Suspense>
      <Outlet />
    </>
  );
}
