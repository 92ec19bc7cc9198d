import { type FormEvent, useState } from 'react';
import { PendingList } from '../../components/PendingList';
import { SignInForm } from '../../components/SignInForm';
import { type ExtensionState, sendMessage } from '../../lib/messages';
import { DEFAULT_SERVER_URL, dashboardUrl, setServerUrl } from '../../lib/server-url';
import { updateSettings } from '../../lib/settings';
import { useExtensionState } from '../../lib/use-extension-state';
import { ShortcutInfo } from './ShortcutInfo';
import { LogoMark } from '../../components/LogoMark';

function ServerAddress({ state }: { state: ExtensionState }) {
  const [draft, setDraft] = useState(state.serverUrl);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const connected = state.account !== null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      setDraft(await setServerUrl(draft));
      setMessage({ error: false, text: 'Saved.' });
    } catch (error) {
      setMessage({ error: true, text: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <form
      className="vault-form"
      aria-label="Server address"
      onSubmit={(event) => void submit(event)}
    >
      <label className="vault-label" htmlFor="server-url">
        Server address
      </label>
      <div className="vault-row">
        <input
          id="server-url"
          className="vault-input"
          type="url"
          spellCheck={false}
          placeholder={DEFAULT_SERVER_URL}
          value={draft}
          disabled={connected}
          onChange={(event) => {
            setDraft(event.target.value);
            setMessage(null);
          }}
          required
        />
        <button type="submit" className="vault-secondary" disabled={connected}>
          Save
        </button>
      </div>
      {connected && <p className="vault-muted">Sign out to connect to another server.</p>}
      {message && <p className={message.error ? 'vault-error' : 'vault-success'}>{message.text}</p>}
    </form>
  );
}

function Account({ state, onChange }: { state: ExtensionState; onChange: () => void }) {
  const [notice, setNotice] = useState<string | null>(null);
  if (!state.account) {
    return <SignInForm initialServerUrl={state.serverUrl} onSignedIn={onChange} />;
  }
  const { username, serverUrl } = state.account;

  async function signOut() {
    const { revoked } = await sendMessage({ type: 'signOut' });
    setNotice(
      revoked
        ? null
        : 'Signed out here, but the server could not be reached: revoke the token in Settings.',
    );
    onChange();
  }

  return (
    <div className="vault-card" aria-label="Connected account">
      <p>
        Signed in as <strong>{username}</strong> on{' '}
        <a className="vault-link" href={dashboardUrl(serverUrl)} target="_blank" rel="noreferrer">
          {serverUrl}
        </a>
      </p>
      <div>
        <button type="button" className="vault-secondary" onClick={() => void signOut()}>
          Sign out
        </button>
      </div>
      {notice && <p className="vault-note">{notice}</p>}
    </div>
  );
}

function Behaviour({ state }: { state: ExtensionState }) {
  const [sendSnapshot, setSendSnapshot] = useState(state.settings.sendSnapshot);
  return (
    <label className="vault-checkbox">
      <input
        type="checkbox"
        checked={sendSnapshot}
        onChange={(event) => {
          setSendSnapshot(event.target.checked);
          void updateSettings({ sendSnapshot: event.target.checked });
        }}
      />
      <span>
        Send the page as I see it when saving it (keeps posts behind a login, such as LinkedIn or
        Instagram). Links are always fetched by the server.
      </span>
    </label>
  );
}

export function App() {
  const { state, error, refresh } = useExtensionState();
  return (
    <main className="vault-page vault-options">
      <h1 className="vault-brand">
        <LogoMark />
        Vault options
      </h1>
      {error && (
        <p className="vault-error" role="alert">
          {error}
        </p>
      )}
      {state && (
        <>
          <section className="vault-form" aria-label="Account">
            <h2 className="vault-section-title">Account</h2>
            <Account state={state} onChange={() => void refresh()} />
          </section>
          <section className="vault-form">
            <h2 className="vault-section-title">Server</h2>
            <ServerAddress key={`${state.serverUrl}|${state.account ? 1 : 0}`} state={state} />
          </section>
          <section className="vault-form">
            <h2 className="vault-section-title">When saving a page</h2>
            <Behaviour key={String(state.settings.sendSnapshot)} state={state} />
          </section>
          <section className="vault-form">
            <h2 className="vault-section-title">Keyboard shortcut</h2>
            <ShortcutInfo />
          </section>
          <PendingList pending={state.pending} />
        </>
      )}
    </main>
  );
}
