import session from 'express-session';
import { describe, expect, it } from 'vitest';
import { withDailyTouch } from './session.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** express-session's own in-memory store, counting the touches that reach it. */
function countingStore() {
  const store = new session.MemoryStore();
  let touches = 0;
  const touch = store.touch.bind(store);
  store.touch = (sid, data, callback) => {
    touches++;
    touch(sid, data, callback);
  };
  return { store, touches: () => touches };
}

const data = {
  cookie: { originalMaxAge: 30 * DAY_MS, expires: new Date() },
} as session.SessionData;

describe('withDailyTouch', () => {
  it('touches a session again only once a day has passed since this process wrote it', async () => {
    let now = 1_000_000;
    const counting = countingStore();
    const store = withDailyTouch(counting.store, () => now);
    await new Promise<void>((resolve) => store.set('a', data, () => resolve()));
    await new Promise<void>((resolve) => store.touch('a', data, () => resolve()));
    expect(counting.touches()).toBe(0);
    now += DAY_MS - 1;
    await new Promise<void>((resolve) => store.touch('a', data, () => resolve()));
    expect(counting.touches()).toBe(0);
    now += 1;
    await new Promise<void>((resolve) => store.touch('a', data, () => resolve()));
    expect(counting.touches()).toBe(1);
    await new Promise<void>((resolve) => store.touch('a', data, () => resolve()));
    expect(counting.touches()).toBe(1);
  });

  it('touches a session this process has not written, and one destroyed and signed in again', async () => {
    const counting = countingStore();
    const store = withDailyTouch(counting.store, () => 5);
    await new Promise<void>((resolve) => store.touch('b', data, () => resolve()));
    expect(counting.touches()).toBe(1);
    await new Promise<void>((resolve) => store.destroy('b', () => resolve()));
    await new Promise<void>((resolve) => store.touch('b', data, () => resolve()));
    expect(counting.touches()).toBe(2);
  });
});
