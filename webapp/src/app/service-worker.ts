/**
 * Registers the service worker (`public/sw.js`) that keeps the app shell for the installed PWA.
 * Production builds only: in development Vite serves changing modules the shell cache must not keep.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the app works the same, only not offline; nothing to tell the person.
    });
  };
  // The app may start after the page has loaded (on a prerendered page, at the first interaction).
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
