import type { Plugin } from 'vite';

export interface ModulePatch {
  /** The plugin's name. */
  name: string;
  /** The module to patch, by its resolved path. */
  module: RegExp;
  /** What the patched code is, for the error when it no longer reads as expected. */
  subject: string;
  /** Each found exactly once, or the build stops: a release that changes them needs a look. */
  replacements: readonly (readonly [from: string, to: string])[];
}

/** A build step that rewrites a few exact lines of one dependency's module. */
export function patchModule({ name, module, subject, replacements }: ModulePatch): Plugin {
  return {
    name,
    transform(code, id) {
      if (!module.test(id.split('?')[0] ?? id)) return null;
      let patched = code;
      for (const [from, to] of replacements) {
        if (patched.split(from).length !== 2)
          this.error(`${subject} changed: "${from.trim()}" not found once in ${id}`);
        patched = patched.replace(from, to);
      }
      return { code: patched, map: null };
    },
  };
}
