import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type InlineConfig } from 'vite';
import { appStartChunks, surveyFirstScreenModules } from './build/first-screen-chunk';
import { precompress } from './build/precompress';
import { prerenderPages } from './build/prerender';
import { htmlWithoutComments } from './build/strip-html-comments';

/** The backend serves the API on this address during development (`npm start` runs it on port 3000). */
const API_TARGET = 'http://localhost:3000';

/**
 * Long-lived vendor chunks: they change less often than the app, so browsers keep them cached
 * across releases. Pages are split by route (lazy routes in src/app/routes.tsx).
 */
const VENDOR_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
];

/**
 * React Router's package exports point at its development build for every build, dev warnings
 * included (remix-run/react-router#12532, #14102, "intended to be temporary"): builds use the
 * production build it ships beside it.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** Chakra's recipes of the components whose code loads on demand (they pass their recipe). */
const ON_DEMAND_RECIPE =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/](accordion|blockquote|dialog|drawer|kbd|menu|segment-group|table|tabs|toast)\.js$/;

/** What both the survey build (build/first-screen-chunk.ts) and the real one use. */
function baseConfig(command: 'build' | 'serve'): InlineConfig {
  return {
    plugins: [react(), htmlWithoutComments()],
    resolve: {
      alias:
        command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // The HTML preloads only the entry's own imports (one small chunk). The app's chunks are
      // fetched once the entry runs: preloading them from the HTML (40 files then) competed with
      // the prerendered page for the first round trips and held its first paint.
      rolldownOptions: {
        output: { codeSplitting: { groups: VENDOR_GROUPS } },
        // Chakra's theme module builds its unused `defaultConfig` with `defineConfig({...})`, an
        // identity function the bundler cannot prove pure: the call kept every recipe of every
        // component (~70 kB of code) once the app became a chunk loaded on demand.
        treeshake: { manualPureFunctions: ['defineConfig'] },
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
  };
}

export default defineConfig(async ({ command }) => {
  const config = baseConfig(command);
  if (command !== 'build') return config;
  // The app's start and the library page in one chunk (see first-screen-chunk.ts).
  const firstScreen = await surveyFirstScreenModules(baseConfig(command));
  const appGroup = {
    name: 'app',
    test: (id: string) => firstScreen.app.has(id),
    priority: 1,
    includeDependenciesRecursively: false,
  };
  // Account Settings and Privacy & Data: their own modules in one chunk, and what they share with
  // other pages in another, instead of a dozen chunks of 1-2 kB (first-screen-chunk.ts).
  const accountGroup = {
    name: 'account-pages',
    test: (id: string) => firstScreen.account.has(id),
    priority: 1,
    includeDependenciesRecursively: false,
  };
  const sharedPagesGroup = {
    name: 'page-kit',
    test: (id: string) => firstScreen.shared.has(id),
    priority: 1,
    includeDependenciesRecursively: false,
  };
  // The UI kit's style system (app/theme.ts and what it imports: Chakra's tokens, recipes and
  // createSystem; no React) in a chunk of its own, which main.tsx runs as soon as it arrives: the
  // largest piece of the app's start is then a task of its own while the rest still downloads.
  const systemGroup = {
    name: 'chakra-system',
    test: /[\\/]src[\\/]app[\\/]theme\.ts$/,
    priority: 1.5,
    includeDependenciesRecursively: true,
  };
  // Chakra's theme entry re-exports every recipe, so the group above would take the recipes of the
  // components that load on demand and pass their recipe themselves (theme.ts): each is its own
  // chunk instead, loaded with the first component that needs it (what it imports stays here).
  const onDemandRecipeGroup = {
    name: (id: string) => ON_DEMAND_RECIPE.exec(id)?.[1]?.concat('-recipe') ?? null,
    priority: 1.75,
    includeDependenciesRecursively: false,
  };
  return {
    ...config,
    plugins: [...(config.plugins ?? []), appStartChunks(), precompress(), prerenderPages()],
    build: {
      ...config.build,
      rolldownOptions: {
        ...config.build?.rolldownOptions,
        output: {
          codeSplitting: {
            groups: [
              ...VENDOR_GROUPS,
              onDemandRecipeGroup,
              systemGroup,
              appGroup,
              accountGroup,
              sharedPagesGroup,
            ],
          },
        },
      },
    },
  };
});
