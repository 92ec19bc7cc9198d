import { Logger } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

/** No WhatsApp credentials: development mode. */
describe('WhatsApp in development mode', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('shows the code in the admin outbox instead of sending it, so the flow completes locally, but never stores or logs it', async () => {
    const logged: string[] = [];
    for (const level of ['log', 'warn', 'error', 'debug', 'verbose'] as const) {
      vi.spyOn(Logger.prototype, level).mockImplementation((message: unknown) => {
        logged.push(String(message));
      });
    }
    // The first account of an instance is its administrator.
    const admin = await signUp(testApp);
    expect(admin.user.role).toBe('admin');
    const { agent } = await signUp(testApp);

    const setup = await agent
      .post('/api/whatsapp/setup')
      .send({ phoneNumber: '+33 6 12 34 56 78' })
      .expect(200);
    expect(setup.body.phoneNumber).toBe('+33612345678');

    const [row] = await sql<{ to_number: string; body: string }>(
      testApp,
      'SELECT to_number, body FROM whatsapp_outbox ORDER BY id DESC LIMIT 1',
    );
    expect(row!.to_number).toBe('+33612345678');
    // Stored hidden: the table holds no code.
    expect(row!.body).toContain('verification code is ••••••');
    expect(row!.body).not.toMatch(/\d{6}/);

    // The administrator's outbox shows it while it is valid (kept in this process's memory).
    const outbox = await admin.agent.get('/api/admin/whatsapp/outbox').expect(200);
    expect(outbox.body[0]).toMatchObject({ to: '+33612345678' });
    const code = /verification code is (\d{6})/.exec(outbox.body[0].body as string)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(setup.body)).not.toContain(code);
    const stored = await sql(testApp, 'SELECT * FROM whatsapp_verifications');
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).not.toContain(code);
    vi.restoreAllMocks();
    expect(typeof outbox.body[0].createdAt).toBe('string');
    await agent.get('/api/admin/whatsapp/outbox').expect(403);

    await agent.post('/api/whatsapp/verify').send({ code }).expect(200);
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ whatsappNumber: '+33612345678', whatsappVerified: true });
  });

  it('refuses webhook deliveries it cannot verify (no app secret), and the handshake', async () => {
    const server = testApp.app.getHttpServer();
    await request(server)
      .post('/api/whatsapp/webhook')
      .set('Content-Type', 'application/json')
      .set('X-Hub-Signature-256', 'sha256=' + '0'.repeat(64))
      .send('{"object":"whatsapp_business_account","entry":[]}')
      .expect(401);
    await request(server)
      .get('/api/whatsapp/webhook')
      .query({ 'hub.mode': 'subscribe', 'hub.verify_token': '', 'hub.challenge': '1' })
      .expect(403);
  });
});
