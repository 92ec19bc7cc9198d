import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyChakraGlobals } from './lazy-chakra-globals';

const require = createRequire(import.meta.url);
const systemModule = path.join(
  path.dirname(require.resolve('@chakra-ui/react/package.json')),
  'dist/esm/styled-system/system.js',
);

type Transform = (code: string, id: string) => { code: string } | null;

function transform(code: string, id = systemModule) {
  const plugin = lazyChakraGlobals();
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  return (plugin.transform as unknown as Transform).call(context, code, id);
}

describe('lazyChakraGlobals', () => {
  it("makes the installed Chakra's shared CSS computed on first read", () => {
    const result = transform(readFileSync(systemModule, 'utf8'));
    expect(result?.code).toContain('get _global() { return getSharedCss(); }');
    expect(result?.code).not.toContain('const _global = [');
  });

  it('leaves other modules alone', () => {
    expect(transform('const _global = [];', '/app/src/theme.ts')).toBeNull();
  });

  it('stops the build when createSystem no longer reads as expected', () => {
    expect(() => transform('function createSystem() { return { _global: [] }; }')).toThrow(
      /createSystem changed/,
    );
  });
});
