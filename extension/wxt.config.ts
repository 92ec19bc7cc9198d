import { defineConfig } from 'wxt';

// Chrome and Firefox both get Manifest V3 (WXT would otherwise build MV2 for Firefox).
export default defineConfig({
  srcDir: 'src',
  // `wxt/browser` resolves to Mozilla's webextension-polyfill, so `browser` is the same
  // promise-based API on Chrome and Firefox. Unit tests keep WXT's fake browser (WxtVitest
  // aliases `wxt/browser` itself and does not apply modules' Vite config).
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill'],
  manifestVersion: 3,
  // Entry points import what they use explicitly (`wxt/browser`, `wxt/utils/...`), so no
  // auto-import globals are generated.
  imports: false,
  // `npm run build` zips both builds into .output/ (Firefox also gets the sources zip AMO asks for).
  zip: {
    artifactTemplate: 'vault-{{version}}-{{browser}}.zip',
    sourcesTemplate: 'vault-{{version}}-sources.zip',
    excludeSources: ['e2e/**', 'src/**/*.spec.ts', 'src/testing/**', 'test-results/**'],
  },
  manifest: ({ browser, mode }) => ({
    name: 'Vault',
    description: 'Save the page or link you are looking at to your Vault.',
    // Least privilege: `activeTab` gives the tab the person acted on (toolbar button, menu,
    // shortcut) to the popup and to `scripting` for the snapshot; no access to other tabs.
    permissions: ['activeTab', 'alarms', 'contextMenus', 'notifications', 'scripting', 'storage'],
    // The Vault server is the person's choice, so no host is granted at install. At sign-in the
    // popup asks for the server's host (`permissions.request`); declined or not, the API works,
    // because the server answers CORS for extension origins.
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    // The end-to-end build reaches the local fixture site as a click on the toolbar, menu or
    // shortcut would through `activeTab`, a grant Playwright cannot produce.
    ...(mode === 'e2e' ? { host_permissions: ['http://127.0.0.1/*'] } : {}),
    // WXT overwrites action.default_title with the popup's <title>; both say the same.
    action: { default_title: 'Save to Vault' },
    commands: {
      'save-current-tab': {
        description: 'Save the current tab to Vault',
        suggested_key: { default: 'Ctrl+Shift+S', mac: 'Command+Shift+S' },
      },
    },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: { id: 'vault@vault.app', strict_min_version: '128.0' },
          },
        }
      : {}),
  }),
});
