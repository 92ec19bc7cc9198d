import type { User } from '@vault/contracts';

/** "3 of 10 saves this month", and the credits left when there are any. */
export function UsageLine({ user }: { user: User }) {
  return (
    <p className="vault-muted" aria-label="Usage">
      {user.usageCount} of {user.usageLimit} saves this month
      {user.creditsBalance > 0 && ` · ${user.creditsBalance} credits`}
    </p>
  );
}
