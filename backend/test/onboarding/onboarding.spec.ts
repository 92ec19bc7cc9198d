import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

describe('the first-run checklist (GET /api/onboarding)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('ticks each step as the account does it for real', async () => {
    const { agent, user, username, password } = await signUp(testApp);
    const fresh = await agent.get('/api/onboarding').expect(200);
    expect(fresh.body).toEqual({
      steps: { extension: false, import: false, whatsapp: false, firstSave: false },
    });

    // The extension's sign-in: a token for username and password.
    await testApp
      .agent()
      .post('/api/auth/tokens')
      .send({ name: 'Vault extension', username, password })
      .expect(201);
    await seedItems(testApp, user.id, [{ title: 'First' }]);
    await sql(
      testApp,
      'UPDATE users SET content_count = 1, whatsapp_verified = true WHERE id = $1',
      [user.id],
    );
    const done = await agent.get('/api/onboarding').expect(200);
    expect(done.body.steps).toEqual({
      extension: true,
      import: false,
      whatsapp: true,
      firstSave: true,
    });
  });
});
