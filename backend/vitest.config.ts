import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// SWC compiles Nest's decorators with their metadata, which Vitest's own transform cannot emit.
export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  test: {
    include: ['src/**/*.spec.ts'],
    environment: 'node',
  },
});
