import { defineConfig } from 'wxt';

// Chrome and Firefox both get Manifest V3 (WXT would otherwise build MV2 for Firefox).
export default defineConfig({
  srcDir: 'src',
  modules: ['@wxt-dev/module-react'],
  manifestVersion: 3,
  // Entry points import what they use explicitly (`wxt/browser`, `wxt/utils/...`), so no
  // auto-import globals are generated.
  imports: false,
  manifest: ({ browser }) => ({
    name: 'Vault',
    description: 'Save the page or link you are looking at to your Vault.',
    permissions: ['storage', 'contextMenus', 'activeTab'],
    // WXT overwrites action.default_title with the popup's <title>; both say the same.
    action: { default_title: 'Save to Vault' },
    commands: {
      'save-current-tab': {
        description: 'Save the current tab to Vault',
        suggested_key: { default: 'Ctrl+Shift+S', mac: 'Command+Shift+S' },
      },
    },
    ...(browser === 'firefox'
      ? { browser_specific_settings: { gecko: { id: 'vault@vault.app' } } }
      : {}),
  }),
});
