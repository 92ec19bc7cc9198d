import type { PendingSaveSummary } from '../lib/messages';

interface Props {
  pending: PendingSaveSummary[];
  onRetry?: () => void;
}

/** Saves waiting for the server; they go out on their own once it answers. */
export function PendingList({ pending, onRetry }: Props) {
  if (pending.length === 0) return null;
  return (
    <section className="vault-card" aria-label="Waiting to be saved">
      <p className="vault-heading">
        Waiting to be saved ({pending.length})
        {onRetry && (
          <button type="button" className="vault-link-button" onClick={onRetry}>
            Try now
          </button>
        )}
      </p>
      <ul className="vault-pending">
        {pending.map((save) => (
          <li key={save.id} title={save.lastError ?? undefined}>
            <span className="vault-ellipsis">{save.title || save.url}</span>
          </li>
        ))}
      </ul>
      <p className="vault-muted">{pending[0]?.lastError ?? 'The server has not answered yet.'}</p>
    </section>
  );
}
