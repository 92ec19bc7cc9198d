import type { User } from '@vault/contracts';
import { FeedsCard } from './FeedsCard';
import { LibraryFeedCard } from './LibraryFeedCard';

/** The Integrations section's feed cards: feeds in, then the library feed out. */
export default function FeedsIntegrations({ user }: { user: User }) {
  return (
    <>
      <FeedsCard user={user} />
      <LibraryFeedCard user={user} />
    </>
  );
}
