import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { chakraConditionSet } from './chakra-condition-set';

const require = createRequire(import.meta.url);
const styledSystem = path.join(
  path.dirname(require.resolve('@chakra-ui/react/package.json')),
  'dist/esm/styled-system',
);
const conditionsModule = path.join(styledSystem, 'conditions.js');

type Transform = (code: string, id: string) => { code: string } | null;

function transform(code: string, id = conditionsModule) {
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  return (chakraConditionSet().transform as unknown as Transform).call(context, code, id);
}

interface Conditions {
  has(key: string): boolean;
  keys(): string[];
}
type CreateConditions = (options: unknown) => Conditions;

const scratch = mkdtempSync(path.join(tmpdir(), 'chakra-conditions-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The module's code loaded from a scratch folder, its relative imports pointed at Chakra's own. */
async function load(code: string, name: string): Promise<CreateConditions> {
  const file = path.join(scratch, `${name}.mjs`);
  const utils = pathToFileURL(path.join(styledSystem, '..', 'utils')).href;
  writeFileSync(file, code.replaceAll("from '../utils/", `from '${utils}/`));
  const loaded = (await import(pathToFileURL(file).href)) as { createConditions: CreateConditions };
  return loaded.createConditions;
}

describe('chakraConditionSet', () => {
  it("answers has() as the installed Chakra's conditions do", async () => {
    const original = readFileSync(conditionsModule, 'utf8');
    const patched = transform(original)?.code;
    expect(patched).toContain('keySet.has(key)');
    const options = {
      conditions: { hover: '&:hover', dark: '.dark &', focusVisible: '&:focus-visible' },
      breakpoints: {
        conditions: { sm: '@media (min-width: 30em)', md: '@media (min-width: 48em)' },
        keys: () => ['base', 'sm', 'md'],
        getCondition: (key: string) => key,
      },
    };
    const before = (await load(original, 'original'))(options);
    const after = (await load(patched!, 'patched'))(options);
    const keys = [...before.keys(), 'color', 'bg', 'base', 'lg', '@media print', '&:focus', '_x'];
    for (const key of keys) expect(after.has(key), key).toBe(before.has(key));
    expect(after.has('_hover')).toBe(true);
    expect(after.has('md')).toBe(true);
    expect(after.has('color')).toBe(false);
  });

  it('leaves other modules alone', () => {
    expect(transform('function has() {}', '/app/src/theme.ts')).toBeNull();
  });

  it('stops the build when the conditions no longer read as expected', () => {
    expect(() => transform('export const createConditions = () => ({});')).toThrow(
      /conditions changed/,
    );
  });
});
