import type { User } from '@vault/contracts';
import { useCallback, useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { PendingList } from '../../components/PendingList';
import { SignInForm } from '../../components/SignInForm';
import { UsageLine } from '../../components/UsageLine';
import { type Account, type SaveOutcome, sendMessage } from '../../lib/messages';
import { checkSaveable } from '../../lib/saveable';
import { dashboardUrl } from '../../lib/server-url';
import { useExtensionState } from '../../lib/use-extension-state';
import { CurrentTab } from './CurrentTab';
import { SaveResult } from './SaveResult';
import { useTargetTab } from './use-target-tab';
import { LogoMark } from '../../components/LogoMark';

/** The account's usage, read again after each save. */
function useUser({ serverUrl, username }: Account) {
  const [user, setUser] = useState<User | null>(null);
  const reload = useCallback(async () => {
    const result = await sendMessage({ type: 'getUser' });
    if (result.ok) setUser(result.value);
  }, []);
  useEffect(() => {
    void reload();
  }, [reload, serverUrl, username]);
  return { user, reload };
}

function SignedIn({ account }: { account: Account }) {
  const { tab, loading } = useTargetTab();
  const { user, reload } = useUser(account);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ key: number; value: SaveOutcome } | null>(null);
  const saveable = checkSaveable(tab?.url);

  async function saveTab() {
    if (tab?.id === undefined) return;
    setSaving(true);
    try {
      const value = await sendMessage({ type: 'saveTab', tabId: tab.id });
      setOutcome((previous) => ({ key: (previous?.key ?? 0) + 1, value }));
      await reload();
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      {loading ? <p className="vault-muted">Loading…</p> : <CurrentTab tab={tab} />}
      <button
        type="button"
        className="vault-primary"
        disabled={loading || saving || !saveable.ok}
        onClick={() => void saveTab()}
      >
        {saving ? 'Saving…' : 'Save to vault'}
      </button>
      {outcome && <SaveResult key={outcome.key} outcome={outcome.value} />}
      {user && <UsageLine user={user} />}
      <a
        className="vault-link"
        href={dashboardUrl(account.serverUrl)}
        target="_blank"
        rel="noreferrer"
      >
        Open dashboard
      </a>
    </>
  );
}

export function App() {
  const { state, error, refresh } = useExtensionState();

  async function signOut() {
    await sendMessage({ type: 'signOut' });
    await refresh();
  }

  return (
    <main className="vault-page vault-popup">
      <header className="vault-header">
        <h1 className="vault-brand">
          <LogoMark />
          Vault
        </h1>
        {state?.account && (
          <span className="vault-muted" aria-label="Signed in as">
            {state.account.username}
          </span>
        )}
      </header>

      {error && (
        <p className="vault-error" role="alert">
          {error}
        </p>
      )}
      {!state && !error && <p className="vault-muted">Loading…</p>}
      {state && !state.account && (
        <SignInForm initialServerUrl={state.serverUrl} onSignedIn={() => void refresh()} />
      )}
      {state?.account && <SignedIn account={state.account} />}
      {state && (
        <PendingList
          pending={state.pending}
          onRetry={() => void sendMessage({ type: 'flushQueue' }).then(refresh)}
        />
      )}

      <footer className="vault-footer">
        <button
          type="button"
          className="vault-link-button"
          onClick={() => void browser.runtime.openOptionsPage()}
        >
          Options
        </button>
        {state?.account && (
          <button type="button" className="vault-link-button" onClick={() => void signOut()}>
            Sign out
          </button>
        )}
      </footer>
    </main>
  );
}
