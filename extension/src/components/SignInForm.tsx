import { type FormEvent, useState } from 'react';
import { type Account, sendMessage } from '../lib/messages';
import { requestServerAccess } from '../lib/host-access';
import { DEFAULT_SERVER_URL, normalizeServerUrl } from '../lib/server-url';

interface Props {
  initialServerUrl: string;
  onSignedIn: (account: Account) => void;
}

/**
 * Username and password for the Vault server; the background worker exchanges them for a personal
 * API token (the password is not kept).
 */
export function SignInForm({ initialServerUrl, onSignedIn }: Props) {
  const [serverUrl, setServerUrl] = useState(initialServerUrl);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const normalized = normalizeServerUrl(serverUrl);
    if (normalized !== null) requestServerAccess(normalized);
    setBusy(true);
    sendMessage({ type: 'signIn', serverUrl, username, password })
      .then((result) => {
        if (result.ok) onSignedIn(result.value);
        else setError(result.error);
      })
      .catch(() => setError('The extension did not answer. Try again.'))
      .finally(() => setBusy(false));
  }

  return (
    <form className="vault-form" aria-label="Sign in to Vault" onSubmit={submit}>
      <p className="vault-muted">Sign in to save pages to your Vault.</p>
      <label className="vault-label" htmlFor="sign-in-server">
        Server address
      </label>
      <input
        id="sign-in-server"
        className="vault-input"
        type="url"
        inputMode="url"
        spellCheck={false}
        placeholder={DEFAULT_SERVER_URL}
        value={serverUrl}
        onChange={(event) => setServerUrl(event.target.value)}
        required
      />
      <label className="vault-label" htmlFor="sign-in-username">
        Username
      </label>
      <input
        id="sign-in-username"
        className="vault-input"
        autoComplete="username"
        spellCheck={false}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        required
      />
      <label className="vault-label" htmlFor="sign-in-password">
        Password
      </label>
      <input
        id="sign-in-password"
        className="vault-input"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      {error && (
        <p className="vault-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="vault-primary" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
