import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { askAgain } from './ask-again';

/** A server whose count changes while the first request is on its way. */
function slowCounter() {
  let count = 0;
  let requests = 0;
  const answers: (() => void)[] = [];
  const fetchCount = () => {
    requests += 1;
    const seen = count;
    return new Promise<number>((resolve) => answers.push(() => resolve(seen)));
  };
  return {
    fetchCount,
    save: () => (count += 1),
    answerAll: () => answers.splice(0).forEach((answer) => answer()),
    requests: () => requests,
  };
}

const KEY = ['count'];

/** A screen showing the count whose first request is on its way, and the server behind it. */
async function countOnScreen() {
  const client = new QueryClient();
  const server = slowCounter();
  const observer = new QueryObserver(client, { queryKey: KEY, queryFn: server.fetchCount });
  const unsubscribe = observer.subscribe(() => undefined);
  await expect.poll(server.requests).toBe(1);
  const settled = async () => {
    server.answerAll();
    await expect.poll(() => client.getQueryState(KEY)?.fetchStatus).toBe('idle');
    unsubscribe();
    return client.getQueryData(KEY);
  };
  return { client, server, settled };
}

describe('askAgain', () => {
  it('asks again when the first request left before the change, so its answer does not stand', async () => {
    const { client, server, settled } = await countOnScreen();
    server.save();
    void askAgain(client, { queryKey: KEY });
    await expect.poll(server.requests).toBe(2);
    expect(await settled()).toBe(1);
  });

  it('plain invalidation would have kept the stale answer (why askAgain exists)', async () => {
    const { client, server, settled } = await countOnScreen();
    server.save();
    void client.invalidateQueries({ queryKey: KEY });
    expect(await settled()).toBe(0);
    expect(server.requests()).toBe(1);
  });
});
