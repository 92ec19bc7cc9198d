import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_PAGE_SEGMENTS } from '../src/app/first-page-code';
import {
  dependenciesFirst,
  FIRST_PAGE_MODULES,
  LOADED_AFTER_FIRST_PAINT,
} from './first-screen-chunk';

const SRC = path.join(import.meta.dirname, '..', 'src');
const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => path.join(SRC, file));

describe('the first pages whose chunks the server preloads', () => {
  it('are the pages the entry script starts loading at once', () => {
    expect(Object.keys(FIRST_PAGE_MODULES).sort()).toEqual([...FIRST_PAGE_SEGMENTS].sort());
  });
});

describe('what every signed-in first screen loads right after it paints', () => {
  it('names modules the header and the signed-in layout load on demand', () => {
    const shell = ['features/shell/AppHeader.tsx', 'app/layouts/RequireUser.tsx']
      .map((file) => readFileSync(path.join(SRC, file), 'utf8'))
      .join('\n');
    for (const pattern of LOADED_AFTER_FIRST_PAINT) {
      const matches = sources.filter((file) => pattern.test(file));
      expect(matches, String(pattern)).toHaveLength(1);
      const name = path.basename(matches[0]!, '.tsx');
      expect(shell).toMatch(new RegExp(`lazy\\(\\(\\) =>\\s+import\\('[^']*/${name}'\\)`));
    }
  });
});

describe('the order the server asks the browser to fetch the app chunks in', () => {
  const chunk = (fileName: string, imports: string[] = []) =>
    ({ fileName, imports }) as unknown as Parameters<typeof dependenciesFirst>[0][number];

  it('puts each chunk after the chunks it imports, otherwise as listed', () => {
    const runtime = chunk('runtime.js');
    const react = chunk('react.js', ['runtime.js']);
    const system = chunk('system.js', ['runtime.js']);
    const router = chunk('router.js', ['react.js']);
    const app = chunk('app.js', ['system.js', 'react.js', 'router.js', 'entry.js']);
    const all = [app, system, router, react, runtime];
    const byFile = new Map(all.map((each) => [each.fileName, each]));
    const order = dependenciesFirst(all, byFile).map((each) => each.fileName);
    expect(order).toEqual(['runtime.js', 'system.js', 'react.js', 'router.js', 'app.js']);
  });
});
