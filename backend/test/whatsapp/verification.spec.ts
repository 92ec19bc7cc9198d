import { WHATSAPP_MESSAGES } from '@vault/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startGraphApiFake,
  WHATSAPP_TEST_ENV,
  type GraphApiFake,
} from '../support/graph-api-fake.js';
import { sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

let nextNumber = 1000;
/** A number of its own for each test, so limits and ownership never leak between tests. */
function freshNumber(): { e164: string; digits: string } {
  nextNumber += 1;
  const digits = `1415555${nextNumber}`;
  return { e164: `+${digits}`, digits };
}

describe('connecting a WhatsApp number', () => {
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

  /** Lets the next code be requested at once by moving earlier codes out of the resend pause. */
  const skipCooldown = (userId: number) =>
    sql(
      testApp,
      `UPDATE whatsapp_verifications SET created_at = created_at - interval '2 minutes' WHERE user_id = $1`,
      [userId],
    );

  it('sends a six-digit code through the Graph API, keeps only its hash, and connects on the right code', async () => {
    const { agent, user } = await signUp(testApp);
    const number = freshNumber();
    const before = graph.requests.length;
    const setup = await agent
      .post('/api/whatsapp/setup')
      .send({ phoneNumber: ` +1 (415) 555-${number.digits.slice(-4)} ` })
      .expect(200);
    expect(setup.body).toMatchObject({ phoneNumber: number.e164 });
    expect(new Date(setup.body.expiresAt).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);

    const sent = graph.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: `/v21.0/${WHATSAPP_TEST_ENV.WHATSAPP_PHONE_NUMBER_ID}/messages`,
      authorization: `Bearer ${WHATSAPP_TEST_ENV.WHATSAPP_TOKEN}`,
      contentType: 'application/json',
    });
    const code = graph.lastCodeSentTo(number.digits);
    expect(sent[0]!.body).toEqual({
      messaging_product: 'whatsapp',
      to: number.digits,
      type: 'text',
      text: {
        body: `Your Vault verification code is ${code}. It expires in 10 minutes. Don't share this code with anyone.`,
      },
    });
    // The browser never sees the code, and the database holds only a salted hash of it.
    expect(JSON.stringify(setup.body)).not.toContain(code);
    const [row] = await sql<{ code_hash: string; phone: string; attempts: number }>(
      testApp,
      'SELECT code_hash, phone, attempts FROM whatsapp_verifications WHERE user_id = $1',
      [user.id],
    );
    expect(row).toMatchObject({ phone: number.e164, attempts: 0 });
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.code_hash).not.toContain(code);

    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ whatsappNumber: null, whatsappVerified: false });

    const verified = await agent.post('/api/whatsapp/verify').send({ code }).expect(200);
    expect(verified.body).toEqual({ message: 'WhatsApp connected', whatsappNumber: number.e164 });
    const after = await agent.get('/api/auth/user').expect(200);
    expect(after.body).toMatchObject({ whatsappNumber: number.e164, whatsappVerified: true });
    const left = await sql(testApp, 'SELECT 1 FROM whatsapp_verifications WHERE user_id = $1', [
      user.id,
    ]);
    expect(left).toEqual([]);
  });

  it.each([
    [{}, WHATSAPP_MESSAGES.phoneRequired],
    [{ phoneNumber: '   ' }, WHATSAPP_MESSAGES.phoneRequired],
    [{ phoneNumber: '4155550123' }, WHATSAPP_MESSAGES.phoneFormat],
    [{ phoneNumber: '+1 415 CALL NOW' }, WHATSAPP_MESSAGES.phoneFormat],
    [{ phoneNumber: 14155550123 }, WHATSAPP_MESSAGES.phoneFormat],
  ])('refuses %j with a clear message and sends nothing', async (body, message) => {
    const { agent } = await signUp(testApp);
    const before = graph.requests.length;
    const response = await agent.post('/api/whatsapp/setup').send(body).expect(400);
    expect(response.body.message).toBe(message);
    expect(graph.requests.length).toBe(before);
  });

  it('counts wrong codes, says how many attempts are left, and locks the code after five', async () => {
    const { agent } = await signUp(testApp);
    const number = freshNumber();
    await agent.post('/api/whatsapp/setup').send({ phoneNumber: number.e164 }).expect(200);
    const code = graph.lastCodeSentTo(number.digits);
    const wrong = code === '000000' ? '111111' : '000000';

    const first = await agent.post('/api/whatsapp/verify').send({ code: wrong }).expect(400);
    expect(first.body).toMatchObject({
      message: 'Invalid verification code. 4 attempts left.',
      code: 'invalid_code',
    });
    const letters = await agent.post('/api/whatsapp/verify').send({ code: 'abcdef' }).expect(400);
    expect(letters.body.message).toBe('Invalid verification code. 3 attempts left.');
    for (const left of ['2 attempts', '1 attempt']) {
      const response = await agent.post('/api/whatsapp/verify').send({ code: wrong }).expect(400);
      expect(response.body.message).toBe(`Invalid verification code. ${left} left.`);
    }
    const last = await agent.post('/api/whatsapp/verify').send({ code: wrong }).expect(400);
    expect(last.body.message).toBe(
      'Invalid verification code. No attempts left: request a new code.',
    );

    // Even the right code is refused now.
    const locked = await agent.post('/api/whatsapp/verify').send({ code }).expect(400);
    expect(locked.body).toEqual({
      message: 'Too many attempts. Request a new code.',
      code: 'too_many_attempts',
    });
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body.whatsappVerified).toBe(false);
  });

  it('refuses an expired code', async () => {
    const { agent, user } = await signUp(testApp);
    const number = freshNumber();
    await agent.post('/api/whatsapp/setup').send({ phoneNumber: number.e164 }).expect(200);
    const code = graph.lastCodeSentTo(number.digits);
    await sql(
      testApp,
      `UPDATE whatsapp_verifications SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [user.id],
    );
    const response = await agent.post('/api/whatsapp/verify').send({ code }).expect(400);
    expect(response.body).toEqual({
      message: 'This code has expired. Request a new one.',
      code: 'code_expired',
    });
  });

  it('replaces the old code with a new one', async () => {
    const { agent, user } = await signUp(testApp);
    const number = freshNumber();
    await agent.post('/api/whatsapp/setup').send({ phoneNumber: number.e164 }).expect(200);
    const oldCode = graph.lastCodeSentTo(number.digits);
    await skipCooldown(user.id);
    await agent.post('/api/whatsapp/setup').send({ phoneNumber: number.e164 }).expect(200);
    const newCode = graph.lastCodeSentTo(number.digits);
    expect(graph.textsTo(number.digits)).toHaveLength(2);

    if (oldCode !== newCode) {
      const stale = await agent.post('/api/whatsapp/verify').send({ code: oldCode }).expect(400);
      expect(stale.body.code).toBe('invalid_code');
    }
    await agent
      .post('/api/whatsapp/verify')
      .send({ code: ` ${newCode} ` })
      .expect(200);
  });

  it('answers a blank code, or a verify with no code requested, with what to do', async () => {
    const { agent } = await signUp(testApp);
    const blank = await agent.post('/api/whatsapp/verify').send({ code: '  ' }).expect(400);
    expect(blank.body.message).toBe(WHATSAPP_MESSAGES.codeRequired);
    const missing = await agent.post('/api/whatsapp/verify').send({}).expect(400);
    expect(missing.body.message).toBe(WHATSAPP_MESSAGES.codeRequired);
    const none = await agent.post('/api/whatsapp/verify').send({ code: '123456' }).expect(400);
    expect(none.body).toEqual({
      message: 'No verification code is waiting. Request a new code.',
      code: 'no_pending_code',
    });
  });

  it('limits resends per account: a pause between codes, then five an hour', async () => {
    const { agent, user } = await signUp(testApp);
    const number = freshNumber();
    await agent.post('/api/whatsapp/setup').send({ phoneNumber: number.e164 }).expect(200);
    const tooSoon = await agent
      .post('/api/whatsapp/setup')
      .send({ phoneNumber: number.e164 })
      .expect(429);
    expect(tooSoon.body.code).toBe('resend_too_soon');
    expect(tooSoon.body.message).toMatch(/You can request a new one in \d+ seconds\./);

    for (let sent = 1; sent < 5; sent += 1) {
      await skipCooldown(user.id);
      // Another number each time: the account's limit, not the number's.
      await agent.post('/api/whatsapp/setup').send({ phoneNumber: freshNumber().e164 }).expect(200);
    }
    await skipCooldown(user.id);
    const before = graph.requests.length;
    const limited = await agent
      .post('/api/whatsapp/setup')
      .send({ phoneNumber: freshNumber().e164 })
      .expect(429);
    expect(limited.body.code).toBe('too_many_codes');
    expect(limited.body.message).toMatch(
      /^Too many codes requested\. Please try again in \d+ minutes\.$/,
    );
    expect(graph.requests.length).toBe(before);
  });

  it('limits codes per number, whichever accounts ask', async () => {
    const number = freshNumber();
    for (let i = 0; i < 5; i += 1) {
      const { agent } = await signUp(testApp);
      await agent.post('/api/whatsapp/setup').send({ phoneNumber: number.e164 }).expect(200);
    }
    const { agent } = await signUp(testApp);
    const limited = await agent
      .post('/api/whatsapp/setup')
      .send({ phoneNumber: number.e164 })
      .expect(429);
    expect(limited.body).toEqual({
      message: 'Too many codes were sent to this number. Please try again in an hour.',
      code: 'too_many_codes',
    });
    expect(graph.textsTo(number.digits)).toHaveLength(5);
  });

  it('keeps a number to one account, and frees it on disconnect', async () => {
    const number = freshNumber();
    const owner = await signUp(testApp);
    const other = await signUp(testApp);
    // The other account asks for a code first, then the owner connects the number.
    await other.agent.post('/api/whatsapp/setup').send({ phoneNumber: number.e164 }).expect(200);
    const othersCode = graph.lastCodeSentTo(number.digits);
    await owner.agent.post('/api/whatsapp/setup').send({ phoneNumber: number.e164 }).expect(200);
    const ownersCode = graph.lastCodeSentTo(number.digits);
    await owner.agent.post('/api/whatsapp/verify').send({ code: ownersCode }).expect(200);

    const late = await other.agent
      .post('/api/whatsapp/verify')
      .send({ code: othersCode })
      .expect(409);
    expect(late.body).toEqual({
      message: 'This number is already connected to another account',
      code: 'number_taken',
    });
    const third = await signUp(testApp);
    const refused = await third.agent
      .post('/api/whatsapp/setup')
      .send({ phoneNumber: number.e164 })
      .expect(409);
    expect(refused.body.message).toBe('This number is already connected to another account');

    // The owner cannot start over on another number while connected.
    const again = await owner.agent
      .post('/api/whatsapp/setup')
      .send({ phoneNumber: freshNumber().e164 })
      .expect(409);
    expect(again.body.code).toBe('already_connected');

    const disabled = await owner.agent.post('/api/whatsapp/disable').expect(200);
    expect(disabled.body).toEqual({ message: 'WhatsApp disconnected' });
    const me = await owner.agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ whatsappNumber: null, whatsappVerified: false });
    await third.agent.post('/api/whatsapp/setup').send({ phoneNumber: number.e164 }).expect(200);
    await third.agent
      .post('/api/whatsapp/verify')
      .send({ code: graph.lastCodeSentTo(number.digits) })
      .expect(200);
  });

  it('says so when WhatsApp refuses the number, and keeps no code for it', async () => {
    const { agent, user } = await signUp(testApp);
    const number = freshNumber();
    graph.refusedNumbers.add(number.digits);
    const response = await agent
      .post('/api/whatsapp/setup')
      .send({ phoneNumber: number.e164 })
      .expect(502);
    expect(response.body.code).toBe('send_failed');
    expect(response.body.message).toMatch(/could not send a WhatsApp message to this number/);
    expect(
      await sql(testApp, 'SELECT 1 FROM whatsapp_verifications WHERE user_id = $1', [user.id]),
    ).toEqual([]);
  });

  it('is only for signed-in people, from the app’s own pages', async () => {
    const request = (await import('supertest')).default;
    await request(testApp.app.getHttpServer())
      .post('/api/whatsapp/setup')
      .send({ phoneNumber: '+14155550100' })
      .expect(401);
    const { agent } = await signUp(testApp);
    await agent.post('/api/whatsapp/disable').set('Origin', 'https://evil.example').expect(403);
  });
});
