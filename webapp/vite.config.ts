import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { prerenderPages } from './build/prerender';

/** The backend serves the API on this address during development (`npm start` runs it on port 3000). */
const API_TARGET = 'http://localhost:3000';

/**
 * Long-lived vendor chunks: they change less often than the app, so browsers keep them cached
 * across releases. Pages are split by route (lazy routes in src/app/routes.tsx).
 */
const VENDOR_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
];

export default defineConfig({
  plugins: [react(), precompress(), prerenderPages()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: VENDOR_GROUPS } },
    },
  },
  server: {
    proxy: {
      '/api': {
        target: API_TARGET,
        changeOrigin: true,
        // The API checks the Origin of cookie requests that change state; present the backend's own.
        headers: { origin: API_TARGET },
      },
    },
  },
});
