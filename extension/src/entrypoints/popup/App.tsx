import { type FormEvent, useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { DEFAULT_SERVER_URL, dashboardUrl, getServerUrl, setServerUrl } from '../../lib/server-url';

interface CurrentTab {
  title: string;
  url: string;
}

type Status = { kind: 'idle' } | { kind: 'saved' } | { kind: 'error'; message: string };

async function readCurrentTab(): Promise<CurrentTab | null> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  if (!tab?.url) return null;
  return { title: tab.title || tab.url, url: tab.url };
}

export function App() {
  const [tab, setTab] = useState<CurrentTab | null>(null);
  const [serverUrl, setServerUrlState] = useState(DEFAULT_SERVER_URL);
  const [draft, setDraft] = useState(DEFAULT_SERVER_URL);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => {
    let active = true;
    void Promise.all([readCurrentTab(), getServerUrl()]).then(([currentTab, storedUrl]) => {
      if (!active) return;
      setTab(currentTab);
      setServerUrlState(storedUrl);
      setDraft(storedUrl);
    });
    return () => {
      active = false;
    };
  }, []);

  async function saveServerUrl(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const saved = await setServerUrl(draft);
      setServerUrlState(saved);
      setDraft(saved);
      setStatus({ kind: 'saved' });
    } catch (error) {
      setStatus({
        kind: 'error',
        message: error instanceof Error ? error.message : 'The address could not be saved',
      });
    }
  }

  async function openDashboard() {
    await browser.tabs.create({ url: dashboardUrl(serverUrl) });
    window.close();
  }

  return (
    <main className="popup">
      <header className="popup__header">
        <h1 className="popup__brand">Vault</h1>
      </header>

      <section className="popup__tab" aria-label="Current tab">
        {tab ? (
          <>
            <p className="popup__tab-title" title={tab.title}>
              {tab.title}
            </p>
            <p className="popup__tab-url" title={tab.url}>
              {tab.url}
            </p>
          </>
        ) : (
          <p className="popup__muted">No page is open in this tab.</p>
        )}
      </section>

      <button type="button" className="popup__primary" onClick={() => void openDashboard()}>
        Open Vault dashboard
      </button>

      <form className="popup__settings" onSubmit={(event) => void saveServerUrl(event)}>
        <label className="popup__label" htmlFor="server-url">
          Server address
        </label>
        <div className="popup__row">
          <input
            id="server-url"
            className="popup__input"
            type="url"
            inputMode="url"
            spellCheck={false}
            placeholder={DEFAULT_SERVER_URL}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setStatus({ kind: 'idle' });
            }}
            required
          />
          <button type="submit" className="popup__secondary" disabled={draft === serverUrl}>
            Save
          </button>
        </div>
        {status.kind === 'saved' && <p className="popup__note">Saved.</p>}
        {status.kind === 'error' && (
          <p className="popup__error" role="alert">
            {status.message}
          </p>
        )}
      </form>
    </main>
  );
}
