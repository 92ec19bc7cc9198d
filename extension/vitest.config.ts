import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing';

/** Unit tests against WXT's in-memory browser (`fakeBrowser`), reset before each test. */
export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    environment: 'node',
    include: ['src/**/*.spec.ts'],
    setupFiles: ['src/testing/setup.ts'],
    mockReset: true,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
