import type { Plugin } from 'vite';
import { patchModule } from './patch-module';

/** The module of Chakra's style conditions (`_hover`, `md`, …) in its ESM build. */
const CONDITIONS_MODULE =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]conditions\.js$/;

/**
 * Chakra asks `conditions.has(key)` for every key of every style object it turns into CSS, and
 * each time listed all ~120 condition names anew (`Object.keys`) to search the list: a third of
 * `createSystem`'s time as the app starts (34 -> 22 ms in Node) and a share of every render's
 * style work. The names never change once the conditions are made (`values` is built once and only
 * read), so they are put in a Set once.
 */
export function chakraConditionSet(): Plugin {
  return patchModule({
    name: 'vault-chakra-condition-set',
    module: CONDITIONS_MODULE,
    subject: "Chakra's conditions",
    replacements: [
      [
        '  function has(key) {\n    return keys().includes(key) ||',
        '  const keySet = new Set(keys());\n  function has(key) {\n    return keySet.has(key) ||',
      ],
    ],
  });
}
