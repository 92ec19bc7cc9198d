import type { SaveOutcome } from '../../lib/messages';
import { useItemProgress } from './use-item-progress';

type Saved = Extract<SaveOutcome, { kind: 'saved' }>;

/**
 * Vault's own copy of the lead image is served on the Vault origin to a signed-in browser
 * session; the popup shows the site's original instead.
 */
function thumbnailOf(item: { imageUrl: string | null; metadata: { originalImageUrl?: string } }) {
  if (item.imageUrl && /^https?:\/\//i.test(item.imageUrl)) return item.imageUrl;
  return item.metadata.originalImageUrl ?? null;
}

function SavedItem({ outcome }: { outcome: Saved }) {
  const { item, error, retry } = useItemProgress(outcome.item);
  if (!item) return null;
  const thumbnail = thumbnailOf(item);
  return (
    <div className="vault-result" aria-live="polite">
      <p className="vault-success">
        {outcome.created ? 'Saved to your Vault' : 'Already in your Vault'}
      </p>
      {(item.extractionStatus === 'queued' || item.extractionStatus === 'processing') && (
        <p className="vault-muted" role="status">
          Processing…
        </p>
      )}
      {item.extractionStatus === 'completed' && (
        <div className="vault-extracted" aria-label="Extracted">
          {thumbnail && <img className="vault-thumb" src={thumbnail} alt="" />}
          <p className="vault-tab-title">{item.title ?? item.url}</p>
        </div>
      )}
      {item.extractionStatus === 'failed' && (
        <div className="vault-row">
          <p className="vault-error" role="alert">
            {item.extractionError ?? 'The page could not be processed.'}
          </p>
          <button type="button" className="vault-secondary" onClick={retry}>
            Retry
          </button>
        </div>
      )}
      {error && <p className="vault-error">{error}</p>}
      <a className="vault-link" href={outcome.itemUrl} target="_blank" rel="noreferrer">
        Open in Vault
      </a>
    </div>
  );
}

/** What became of the popup's save. */
export function SaveResult({ outcome }: { outcome: SaveOutcome }) {
  switch (outcome.kind) {
    case 'saved':
      return <SavedItem outcome={outcome} />;
    case 'queued':
      return (
        <p className="vault-note" role="status">
          The server cannot be reached. The page is kept and will be saved when it answers.
        </p>
      );
    case 'limit_reached':
      return (
        <div className="vault-result">
          <p className="vault-error" role="alert">
            {outcome.message}
          </p>
          <a className="vault-link" href={outcome.upgradeUrl} target="_blank" rel="noreferrer">
            Upgrade your plan
          </a>
        </div>
      );
    case 'not_signed_in':
      return (
        <p className="vault-error" role="alert">
          You are not signed in.
        </p>
      );
    case 'unsaveable':
      return (
        <p className="vault-error" role="alert">
          {outcome.reason}
        </p>
      );
    case 'error':
      return (
        <p className="vault-error" role="alert">
          {outcome.message}
        </p>
      );
  }
}
