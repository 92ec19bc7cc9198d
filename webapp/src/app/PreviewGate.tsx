import { Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageSpinner } from '../components/PageSpinner';
import { usePublicConfig } from '../features/config/use-public-config';
import { AppStarted } from './AppStarted';
import { WaitlistLandingPage } from './WaitlistLandingPage';
import { decideGate } from './preview-gate';
import { readServedLaunchMode, readSessionBypass, readStoredBypass } from './preview-storage';

/** Shows the waitlist landing page instead of the app while preview mode is on (spec 2.2). */
export function PreviewGate({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const [servedLaunchMode] = useState(readServedLaunchMode);
  const config = usePublicConfig();
  const decision = decideGate({
    pathname,
    search,
    storedBypass: readStoredBypass(),
    sessionBypass: readSessionBypass(),
    launchMode: config.data?.launchMode ?? servedLaunchMode,
    configPending: config.isPending && !servedLaunchMode,
  });

  if (decision === 'pending') return <PageSpinner />;
  if (decision === 'waitlist')
    return (
      // The prerender has the same boundary, so the landing's HTML hydrates into it; AppStarted
      // inside it, so held taps are replayed once the landing itself is hydrated.
      <Suspense fallback={<PageSpinner />}>
        <WaitlistLandingPage />
        <AppStarted />
      </Suspense>
    );
  return children;
}
