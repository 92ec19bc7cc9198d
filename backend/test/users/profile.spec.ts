import { promises as fs } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

describe('profile editing and avatars', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();

  const avatarFiles = () =>
    fs.readdir(path.join(testApp.config.dataDir, 'avatars')).catch(() => [] as string[]);

  it('edits first and last name, trims them, and clears them with an empty value', async () => {
    const { agent } = await signUp(testApp);
    const edited = await agent
      .patch('/api/auth/user')
      .send({ firstName: '  Ada ', lastName: 'Lovelace' })
      .expect(200);
    expect(edited.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    await agent.patch('/api/auth/user').send({ lastName: '   ' }).expect(200);
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ firstName: 'Ada', lastName: null });
  });

  it('changes the e-mail, refusing one another account has (in any case) with 409', async () => {
    const first = await signUp(testApp);
    const second = await signUp(testApp);
    const taken = await second.agent
      .patch('/api/auth/user')
      .send({ email: `${first.username.toUpperCase()}@EXAMPLE.COM` })
      .expect(409);
    expect(taken.body).toMatchObject({
      message: 'An account with that email already exists',
      code: 'email_taken',
    });
    const invalid = await second.agent
      .patch('/api/auth/user')
      .send({ email: 'not-an-email' })
      .expect(400);
    expect(invalid.body.message).toBe('Please enter a valid email address');

    const changed = await second.agent
      .patch('/api/auth/user')
      .send({ email: ' New.Address@Example.com ' })
      .expect(200);
    expect(changed.body.email).toBe('new.address@example.com');
    // Keeping one's own address is not a conflict.
    await second.agent
      .patch('/api/auth/user')
      .send({ email: 'new.address@example.com' })
      .expect(200);
  });

  it('stores an uploaded picture as a 256 px WebP, served to its owner only', async () => {
    const owner = await signUp(testApp);
    const stranger = await signUp(testApp);
    const uploaded = await owner.agent
      .post('/api/auth/user/avatar')
      .attach('avatar', await picture(800, 600), { filename: 'me.jpg', contentType: 'image/jpeg' })
      .expect(201);
    const avatarUrl = uploaded.body.avatarUrl as string;
    expect(avatarUrl).toMatch(new RegExp(`^/api/avatars/${owner.user.id}-[a-f0-9]{32}\\.webp$`));

    const served = await owner.agent.get(avatarUrl).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

    await stranger.agent.get(avatarUrl).expect(404);
    await request(testApp.app.getHttpServer()).get(avatarUrl).expect(401);

    // A new picture replaces the file; removing it deletes the file.
    const replaced = await owner.agent
      .post('/api/auth/user/avatar')
      .attach('avatar', await picture(100, 100), { filename: 'new.jpg', contentType: 'image/jpeg' })
      .expect(201);
    const mine = (await avatarFiles()).filter((name) => name.startsWith(`${owner.user.id}-`));
    expect(mine).toEqual([path.basename(replaced.body.avatarUrl as string)]);
    await owner.agent.get(avatarUrl).expect(404);
    const removed = await owner.agent.delete('/api/auth/user/avatar').expect(200);
    expect(removed.body.avatarUrl).toBeNull();
    expect((await avatarFiles()).filter((name) => name.startsWith(`${owner.user.id}-`))).toEqual(
      [],
    );
  });

  it.each([
    ['HTML named .png', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png'],
    ['SVG named .png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png'],
    [
      'a PNG header over garbage',
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 7)]),
      'image/png',
    ],
  ])('refuses %s with 415 and keeps the profile as it was', async (_label, bytes, contentType) => {
    const { agent } = await signUp(testApp);
    const response = await agent
      .post('/api/auth/user/avatar')
      .attach('avatar', bytes, { filename: 'avatar.png', contentType })
      .expect(415);
    expect(response.body.message).toMatch(/image/i);
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body.avatarUrl).toBeNull();
  });

  it('refuses a picture over 5 MB with 413, and an upload without a file with 400', async () => {
    const { agent } = await signUp(testApp);
    const tooBig = Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(5 * 1024 * 1024)]);
    await agent
      .post('/api/auth/user/avatar')
      .attach('avatar', tooBig, { filename: 'big.jpg', contentType: 'image/jpeg' })
      .expect(413);
    await agent.post('/api/auth/user/avatar').field('x', 'y').expect(400);
  });
});
