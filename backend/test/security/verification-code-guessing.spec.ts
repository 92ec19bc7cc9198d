import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startGraphApiFake,
  WHATSAPP_TEST_ENV,
  type GraphApiFake,
} from '../support/graph-api-fake.js';
import { sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Row 33 in one place: a 6th wrong code, an expired code, a reused code and 10 resends in a
 * minute are refused, expired, refused and throttled; only a hash of the code is stored. The
 * detailed messages are in test/whatsapp/verification.spec.ts.
 */

let nextNumber = 7000;
function freshNumber(): { e164: string; digits: string } {
  nextNumber += 1;
  const digits = `1415666${nextNumber}`;
  return { e164: `+${digits}`, digits };
}

describe('verification code guessing', () => {
  let testApp: TestApp;
  let graph: GraphApiFake;

  beforeAll(async () => {
    graph = await startGraphApiFake();
    testApp = await startTestApp({
      env: { ...WHATSAPP_TEST_ENV, WHATSAPP_API_BASE: graph.apiBase },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await graph.close();
  });

  async function requested() {
    const account = await signUp(testApp);
    const number = freshNumber();
    await account.agent.post('/api/whatsapp/setup').send({ phoneNumber: number.e164 }).expect(200);
    return { ...account, number, code: graph.lastCodeSentTo(number.digits) };
  }

  const verified = async (userId: number) =>
    (
      await sql<{ whatsapp_verified: boolean }>(
        testApp,
        'SELECT whatsapp_verified FROM users WHERE id = $1',
        [userId],
      )
    )[0]!.whatsapp_verified;

  it('stores only a hash of the code', async () => {
    const { user, code } = await requested();
    const rows = await sql<Record<string, unknown>>(
      testApp,
      'SELECT * FROM whatsapp_verifications WHERE user_id = $1',
      [user.id],
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('refuses the right code after five wrong ones (the 6th attempt)', async () => {
    const { agent, user, code } = await requested();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await agent.post('/api/whatsapp/verify').send({ code: wrong }).expect(400);
    }
    const sixth = await agent.post('/api/whatsapp/verify').send({ code }).expect(400);
    expect(sixth.body.code).toBe('too_many_attempts');
    expect(await verified(user.id)).toBe(false);
  });

  it('answers an expired code as expired', async () => {
    const { agent, user, code } = await requested();
    await sql(
      testApp,
      `UPDATE whatsapp_verifications SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [user.id],
    );
    const expired = await agent.post('/api/whatsapp/verify').send({ code }).expect(400);
    expect(expired.body.code).toBe('code_expired');
    expect(await verified(user.id)).toBe(false);
  });

  it('refuses a code used once already', async () => {
    const { agent, code } = await requested();
    await agent.post('/api/whatsapp/verify').send({ code }).expect(200);
    const reused = await agent.post('/api/whatsapp/verify').send({ code });
    expect(reused.status).toBeGreaterThanOrEqual(400);
    expect(reused.status).toBeLessThan(500);
    // Another account cannot use it either.
    const other = await signUp(testApp);
    const stolen = await other.agent.post('/api/whatsapp/verify').send({ code });
    expect(stolen.status).toBe(400);
    expect(await verified(other.user.id)).toBe(false);
  });

  it('throttles 10 code requests in a minute and sends only the first', async () => {
    const { agent } = await signUp(testApp);
    const number = freshNumber();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const response = await agent.post('/api/whatsapp/setup').send({ phoneNumber: number.e164 });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, ...Array<number>(9).fill(429)]);
    expect(graph.textsTo(number.digits)).toHaveLength(1);
  });
});
