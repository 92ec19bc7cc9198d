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

async function settle(client: QueryClient, key: readonly unknown[]) {
  await expect.poll(() => client.getQueryState(key)?.fetchStatus).toBe('idle');
}

describe('askAgain', () => {
  it('asks again when the first request left before the change, so its answer does not stand', async () => {
    const client = new QueryClient();
    const server = slowCounter();
    const key = ['count'];
    const observer = new QueryObserver(client, { queryKey: key, queryFn: server.fetchCount });
    const unsubscribe = observer.subscribe(() => undefined);
    await expect.poll(server.requests).toBe(1);

    server.save();
    void askAgain(client, { queryKey: key });
    await expect.poll(server.requests).toBe(2);
    server.answerAll();
    await settle(client, key);
    expect(client.getQueryData(key)).toBe(1);
    unsubscribe();
  });

  it('plain invalidation would have kept the stale answer (why askAgain exists)', async () => {
    const client = new QueryClient();
    const server = slowCounter();
    const key = ['count'];
    const observer = new QueryObserver(client, { queryKey: key, queryFn: server.fetchCount });
    const unsubscribe = observer.subscribe(() => undefined);
    await expect.poll(server.requests).toBe(1);

    server.save();
    void client.invalidateQueries({ queryKey: key });
    server.answerAll();
    await settle(client, key);
    expect(server.requests()).toBe(1);
    expect(client.getQueryData(key)).toBe(0);
    unsubscribe();
  });
});
