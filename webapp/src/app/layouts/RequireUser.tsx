import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { useFirstPaintDone } from '../../lib/use-first-paint-done';

// Signed-out only, its own chunk: a signed-in visit (the server sends no prerendered home then)
// does not download the Account card's forms and the marketing cards.
const SignedOutHome = lazy(() =>
  import('../../features/marketing/SignedOutHome').then((m) => ({ default: m.SignedOutHome })),
);

// Signed-in only: the signed-out home does not download the event stream's code. Opened once the
// first screen has painted: whatever changes before then is asked for again when it opens.
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
  const painted = useFirstPaintDone();
  if (isLoading) return <PageSpinner />;
  if (!user) return <SignedOutHome />;
  return (
    <>
      {painted ? (
        <Suspense fallback={null}>
          <LiveContentUpdates />
        </Suspense>
      ) : null}
      <Outlet />
    </>
  );
}
