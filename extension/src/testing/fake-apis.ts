import { vi } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing';

/** An extension event whose listeners a test can fire, like fakeBrowser's own. */
export function fakeEvent<Listener extends (...args: never[]) => unknown>() {
  const listeners: Listener[] = [];
  return {
    addListener: (listener: Listener) => void listeners.push(listener),
    removeListener: (listener: Listener) => {
      const index = listeners.indexOf(listener);
      if (index >= 0) listeners.splice(index, 1);
    },
    hasListener: (listener: Listener) => listeners.includes(listener),
    hasListeners: () => listeners.length > 0,
    trigger: (...args: Parameters<Listener>) =>
      Promise.all(listeners.map((listener) => listener(...args))),
  };
}

type MenuClick = (info: Browser.contextMenus.OnClickData, tab?: Browser.tabs.Tab) => void;
type Command = (command: string, tab?: Browser.tabs.Tab) => void;

/**
 * In-memory stand-ins for the APIs fakeBrowser leaves unimplemented (context menus, commands,
 * scripting, platform info), fresh for each test.
 */
export function installFakeApis() {
  const menuItems: Browser.contextMenus.CreateProperties[] = [];
  const fakes = {
    menuItems,
    contextMenus: {
      create: vi.fn((properties: Browser.contextMenus.CreateProperties) => {
        menuItems.push(properties);
        return properties.id ?? '';
      }),
      removeAll: vi.fn(() => {
        menuItems.length = 0;
        return Promise.resolve();
      }),
      onClicked: fakeEvent<MenuClick>(),
    },
    commands: {
      onCommand: fakeEvent<Command>(),
      getAll: vi.fn(() => Promise.resolve([])),
    },
    scripting: {
      executeScript: vi.fn((): Promise<unknown[]> => Promise.resolve([])),
    },
    permissions: {
      request: vi.fn(() => Promise.resolve(true)),
    },
  };
  Object.assign(fakeBrowser, {
    contextMenus: fakes.contextMenus,
    commands: fakes.commands,
    scripting: fakes.scripting,
    permissions: fakes.permissions,
  });
  Object.assign(fakeBrowser.runtime, {
    getPlatformInfo: () => Promise.resolve({ os: 'linux', arch: 'x86-64', nacl_arch: 'x86-64' }),
    openOptionsPage: vi.fn(() => Promise.resolve()),
  });
  return fakes;
}

export type FakeApis = ReturnType<typeof installFakeApis>;
