import { handleCommand } from './commands';
import { handleMenuClick } from './menus';

/**
 * End-to-end builds only (`wxt build --mode e2e`): Playwright cannot click a context menu or press
 * a browser shortcut, so the tests call the very handlers those events run.
 */
export interface VaultE2eHooks {
  menuClicked: typeof handleMenuClick;
  command: typeof handleCommand;
}

export function exposeE2eHooks(): void {
  (globalThis as { vaultE2e?: VaultE2eHooks }).vaultE2e = {
    menuClicked: handleMenuClick,
    command: handleCommand,
  };
}
