import type { Plugin } from 'vite';
import { patchModule } from './patch-module';

/** The module of `createSystem` in Chakra's ESM build. */
const SYSTEM_MODULE =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

/** Each found exactly once, or the build stops: a Chakra release that changes them needs a look. */
const REPLACEMENTS: readonly (readonly [string, string])[] = [
  [
    'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];',
    'let _globalCss;\n  const getSharedCss = () => _globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];',
  ],
  ['    _global,\n', '    get _global() { return getSharedCss(); },\n'],
];

/**
 * Chakra's `createSystem` turns every token, the preflight reset and the global styles into CSS
 * objects as the app starts (`system._global`), about 40 % of its work, ~35 ms of a slow phone's
 * main thread before the first render. A built page has that CSS in its HTML already (app/theme.ts
 * `sharedStyles`), so the app never reads it: this makes `_global` computed on first read.
 */
export function lazyChakraGlobals(): Plugin {
  return patchModule({
    name: 'vault-lazy-chakra-globals',
    module: SYSTEM_MODULE,
    subject: "Chakra's createSystem",
    replacements: REPLACEMENTS,
  });
}
