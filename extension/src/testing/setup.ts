import { beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { installFakeApis } from './fake-apis';

beforeEach(() => {
  fakeBrowser.reset();
  installFakeApis();
});
