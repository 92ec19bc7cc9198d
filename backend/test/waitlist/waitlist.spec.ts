import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../support/library.js';
import { startTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.js';

describe('POST /api/waitlist', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const join = (body: object) =>
    request(testApp.app.getHttpServer())
      .post('/api/waitlist')
      .set('Origin', TEST_ORIGIN)
      .send(body);

  it('adds an address once, whatever its case; a repeat is still a success', async () => {
    await join({ email: ' Early@Example.com ' }).expect(201, { message: "You're on the list!" });
    await join({ email: 'early@example.COM' }).expect(201);
    const rows = await sql(
      testApp,
      "SELECT email FROM waitlist_entries WHERE lower(email) = 'early@example.com'",
    );
    expect(rows).toEqual([{ email: 'early@example.com' }]);
  });

  it.each([
    [{}, 'Please enter your email to join the waitlist'],
    [{ email: '' }, 'Please enter a valid email address'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
  ])('refuses %o', async (body, message) => {
    const response = await join(body).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('refuses a cross-site submission', async () => {
    await request(testApp.app.getHttpServer())
      .post('/api/waitlist')
      .set('Origin', 'https://evil.example')
      .send({ email: 'x@example.com' })
      .expect(403);
  });
});
