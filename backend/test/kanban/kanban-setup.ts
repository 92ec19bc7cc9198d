import type { Board } from '@vault/contracts';
import { seedItems, setPlan } from '../support/library.js';
import { signUp, type TestApp } from '../support/test-app.js';

/** A signed-up Pro user with `count` completed items in the library. */
export async function proUser(testApp: TestApp, count = 3) {
  const account = await signUp(testApp);
  await setPlan(testApp, account.user.id, 'pro', 250);
  const contentIds = await seedItems(
    testApp,
    account.user.id,
    Array.from({ length: count }, (_, index) => ({
      title: `Saved item ${index}`,
      author: `Author ${index}`,
      platform: 'youtube',
    })),
  );
  return { ...account, contentIds };
}

/** Each column's content ids, top to bottom, checking the positions answered are 0..n-1. */
export function columnsOf(board: Board): Record<string, number[]> {
  const result: Record<string, number[]> = {};
  for (const column of board.columns) {
    const items = board.items
      .filter((item) => item.columnId === column.id)
      .sort((a, b) => a.position - b.position);
    items.forEach((item, index) => {
      if (item.position !== index) throw new Error(`column ${column.id} is not dense`);
    });
    result[column.id] = items.map((item) => item.content.id);
  }
  return result;
}
