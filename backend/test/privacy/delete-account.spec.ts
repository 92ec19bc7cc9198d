import { promises as fs } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

const PHRASE = 'DELETE_MY_ACCOUNT';

/** Every (table, column) of the schema whose column holds a user id, read from the catalog. */
async function userIdColumns(testApp: TestApp) {
  return sql<{ table_name: string; column_name: string }>(
    testApp,
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND (column_name = 'user_id' OR column_name LIKE '%\\_user\\_id')
      UNION
     SELECT 'users', 'id'`,
  );
}

/** What is left of a user anywhere: rows keyed by their id, or rows whose text names them. */
async function remainsOf(testApp: TestApp, userId: number, words: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { table_name, column_name } of await userIdColumns(testApp)) {
    const [row] = await sql<{ n: string }>(
      testApp,
      `SELECT count(*) AS n FROM "${table_name}" WHERE "${column_name}" = $1`,
      [userId],
    );
    if (Number(row!.n) > 0) found.push(`${table_name}.${column_name}`);
  }
  const tables = await sql<{ table_name: string }>(
    testApp,
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  for (const { table_name } of tables) {
    for (const word of words) {
      const [row] = await sql<{ n: string }>(
        testApp,
        `SELECT count(*) AS n FROM "${table_name}" AS t WHERE t::text ILIKE '%' || $1 || '%'`,
        [word],
      );
      if (Number(row!.n) > 0) found.push(`${table_name} mentions ${word}`);
    }
  }
  const [session] = await sql<{ n: string }>(
    testApp,
    `SELECT count(*) AS n FROM sessions WHERE sess->'passport'->>'user' = $1`,
    [String(userId)],
  );
  if (Number(session!.n) > 0) found.push('sessions');
  return found;
}

describe('POST /api/gdpr/delete-account', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    testApp = await startTestApp();
    admin = await signUp(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it.each([undefined, '', 'delete_my_account', ' DELETE_MY_ACCOUNT', 'DELETE MY ACCOUNT', 42])(
    'refuses the confirmation %j with "Confirmation Required" and deletes nothing',
    async (confirmDeletion) => {
      const { agent } = await signUp(testApp);
      const response = await agent
        .post('/api/gdpr/delete-account')
        .send({
          ...(confirmDeletion === undefined ? {} : { confirmDeletion }),
          password: 'secret123',
        })
        .expect(400);
      expect(response.body.message).toBe('Confirmation Required');
      await agent.get('/api/auth/user').expect(200);
    },
  );

  it('refuses a cross-site request carrying the session cookie', async () => {
    const { agent } = await signUp(testApp);
    await agent
      .post('/api/gdpr/delete-account')
      .set('Origin', 'https://evil.example')
      .send({ confirmDeletion: PHRASE, password: 'secret123' })
      .expect(403);
    await agent.get('/api/auth/user').expect(200);
  });

  it('removes every row and file of the person, ends their sessions and tokens, and keeps everyone else', async () => {
    const doomed = await signUp(testApp);
    const bystander = await signUp(testApp);
    const id = doomed.user.id;
    const email = `${doomed.username}@example.com`;
    const phone = '+14155550199';

    // A library (with an extension snapshot), a token, credits and an admin's grant, WhatsApp, the waitlist, a picture.
    const [itemId] = await seedItems(testApp, id, [{ title: 'Doomed item', note: 'private' }]);
    await sql(testApp, `INSERT INTO content_snapshots (content_id, html) VALUES ($1, '<p>x</p>')`, [
      itemId,
    ]);
    await seedItems(testApp, bystander.user.id, [{ title: 'Bystander item' }]);
    const token = await doomed.agent.post('/api/auth/tokens').send({ name: 'Phone' }).expect(201);
    await doomed.agent.post('/api/create-topup').send({ amount: 499 }).expect(200);
    await admin.agent
      .post('/api/admin/grant-credits')
      .send({ userId: id, creditAmount: 5 })
      .expect(200);
    await sql(
      testApp,
      `UPDATE users SET whatsapp_number = $2, whatsapp_verified = true WHERE id = $1`,
      [id, phone],
    );
    await sql(
      testApp,
      `INSERT INTO whatsapp_verifications (user_id, phone, code_hash, code_salt, expires_at)
       VALUES ($1, $2, repeat('a', 64), repeat('b', 32), now())`,
      [id, phone],
    );
    await sql(
      testApp,
      `INSERT INTO whatsapp_messages (message_id, from_number, reply) VALUES ('wamid.doomed', $1, 'Saved!')`,
      [phone.slice(1)],
    );
    await sql(testApp, `INSERT INTO whatsapp_outbox (to_number, body) VALUES ($1, 'Your code')`, [
      phone,
    ]);
    const joined = await request(testApp.app.getHttpServer())
      .post('/api/waitlist')
      .set('Origin', 'http://localhost:3000')
      .send({ email });
    expect(joined.status).toBeLessThan(300);
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const avatar = await doomed.agent
      .post('/api/auth/user/avatar')
      .attach('avatar', png, { filename: 'me.png', contentType: 'image/png' })
      .expect(201);
    const avatarFile = path.join(
      testApp.config.dataDir,
      'avatars',
      path.basename(avatar.body.avatarUrl as string),
    );
    await fs.access(avatarFile);
    const otherDevice = testApp.agent();
    await otherDevice
      .post('/api/login')
      .send({ username: doomed.username, password: doomed.password })
      .expect(200);

    expect(await remainsOf(testApp, id, [doomed.username])).not.toEqual([]);

    const response = await doomed.agent
      .post('/api/gdpr/delete-account')
      .send({ confirmDeletion: PHRASE, password: 'secret123' })
      .expect(200);
    expect(response.body.message).toMatch(/deleted/);

    expect(await remainsOf(testApp, id, [doomed.username, email, phone.slice(1)])).toEqual([]);
    await expect(fs.access(avatarFile)).rejects.toThrow();
    await doomed.agent.get('/api/auth/user').expect(401);
    await otherDevice.get('/api/auth/user').expect(401);
    await request(testApp.app.getHttpServer())
      .get('/api/auth/user')
      .set('Authorization', `Bearer ${token.body.token}`)
      .expect(401);
    await testApp
      .agent()
      .post('/api/login')
      .send({ username: doomed.username, password: doomed.password })
      .expect(401);

    // Everyone else is untouched, the admin's own record of the grant stays without the person in it.
    const bystanderItems = await bystander.agent.get('/api/content').expect(200);
    expect(bystanderItems.body.map((item: { title: string }) => item.title)).toEqual([
      'Bystander item',
    ]);
    await admin.agent.get('/api/auth/user').expect(200);
    const [audit] = await sql<{ n: string }>(
      testApp,
      `SELECT count(*) AS n FROM admin_audit_log WHERE action = 'grant_credits' AND target_user_id IS NULL`,
    );
    expect(Number(audit!.n)).toBe(1);

    // The name is free again.
    await testApp
      .agent()
      .post('/api/register')
      .send({ username: doomed.username, email, password: 'another1' })
      .expect(201);
  });

  it('refuses an API token, however it asks: deletion needs a browser session', async () => {
    const { agent, username, password } = await signUp(testApp);
    const token = await agent.post('/api/auth/tokens').send({ name: 'Script' }).expect(201);
    const refused = await request(testApp.app.getHttpServer())
      .post('/api/gdpr/delete-account')
      .set('Authorization', `Bearer ${token.body.token}`)
      .send({ confirmDeletion: PHRASE, password })
      .expect(403);
    expect(refused.body.code).toBe('session_required');
    await agent.get('/api/auth/user').expect(200);
    await testApp.agent().post('/api/login').send({ username, password }).expect(200);
  });

  it('asks for the password every time: none or a wrong one deletes nothing', async () => {
    const { agent, username, password } = await signUp(testApp);
    const missing = await agent
      .post('/api/gdpr/delete-account')
      .send({ confirmDeletion: PHRASE })
      .expect(400);
    expect(missing.body.message).toBe('Please enter your password');
    const wrong = await agent
      .post('/api/gdpr/delete-account')
      .send({ confirmDeletion: PHRASE, password: 'not-my-password' })
      .expect(400);
    expect(wrong.body).toEqual({
      message: 'Current password is incorrect',
      code: 'wrong_password',
    });
    await agent.get('/api/auth/user').expect(200);
    await agent
      .post('/api/gdpr/delete-account')
      .send({ confirmDeletion: PHRASE, password })
      .expect(200);
    await testApp.agent().post('/api/login').send({ username, password }).expect(401);
  });
});
