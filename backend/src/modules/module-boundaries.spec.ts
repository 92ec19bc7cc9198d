import { ESLint } from 'eslint';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixtures = path.join(repoRoot, 'backend/test/lint-fixtures');
/** The fixtures are linted as this file of the kanban module, with the repository's ESLint config. */
const kanbanFile = path.join(repoRoot, 'backend/src/modules/kanban/kanban.module.ts');

async function lintAsKanbanFile(fixture: string) {
  const eslint = new ESLint({ cwd: repoRoot });
  const code = await readFile(path.join(fixtures, fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: kanbanFile });
  return result!.messages;
}

/** One owner per table, enforced by eslint.config.js: modules meet only at each other's index.ts. */
describe('the module boundary lint rule', () => {
  it("fails on an import of another module's entity", async () => {
    const messages = await lintAsKanbanFile('cross-module-entity.fixture');
    expect(messages).toEqual([
      expect.objectContaining({
        ruleId: 'boundaries/dependencies',
        severity: 2,
        line: 2,
        message: expect.stringContaining('only from its index.ts') as string,
      }),
    ]);
  }, 60_000);

  it("accepts an import of another module's index", async () => {
    expect(await lintAsKanbanFile('via-index.fixture')).toEqual([]);
  }, 60_000);
});
