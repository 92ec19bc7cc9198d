import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_DNS_RESOLVER, SmtpReceiver } from '../../src/modules/email-in/index.js';
import { drainJobs, setPlan } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';
import { dnsTable, type Relay, sendMail, startRelay } from './mail-world.js';

const MAIL_DOMAIN = 'mail.vault.test';
const OFFLINE = dnsTable({}, ['.test']);

async function addressOf(agent: Awaited<ReturnType<typeof signUp>>['agent']): Promise<string> {
  return ((await agent.get('/api/integrations/email').expect(200)).body as { address: string })
    .address;
}

const newsletter = (to: string, subject: string) => ({
  from: 'Weekly Letters <news@letters.test>',
  to,
  subject,
  messageId: `<${subject.replace(/\W+/g, '-')}@letters.test>`,
  headers: { 'List-Id': 'weekly <weekly.letters.test>' },
  text: 'This week in looms.',
});

describe('replies to saved mail', () => {
  let relay: Relay;
  let withRelay: TestApp;
  let withoutRelay: TestApp;

  beforeAll(async () => {
    relay = await startRelay();
    withRelay = await startTestApp({
      env: {
        SMTP_PORT: '0',
        MAIL_DOMAIN,
        SMTP_RELAY_URL: `smtp://vault:secret@127.0.0.1:${relay.port}`,
      },
      overrides: [{ provide: MAIL_DNS_RESOLVER, useValue: OFFLINE }],
    });
    withoutRelay = await startTestApp({
      env: { SMTP_PORT: '0', MAIL_DOMAIN },
      overrides: [{ provide: MAIL_DNS_RESOLVER, useValue: OFFLINE }],
    });
  });
  afterAll(async () => {
    await withRelay.close();
    await withoutRelay.close();
    await relay.close();
  });

  it('answers "Saved: <title>" through the relay, or why nothing was saved', async () => {
    const port = withRelay.app.get(SmtpReceiver).port!;
    const { agent } = await signUp(withRelay);
    const to = await addressOf(agent);
    expect((await sendMail(port, newsletter(to, 'Issue 8: Gears'))).accepted).toBe(true);
    await drainJobs(withRelay);
    expect(relay.received).toHaveLength(1);
    const [saved] = relay.received;
    expect(saved!.subject).toBe('Saved: Issue 8: Gears');
    expect(saved!.to).toMatchObject({ value: [{ address: 'news@letters.test' }] });
    expect(saved!.from).toMatchObject({ value: [{ address: `no-reply@${MAIL_DOMAIN}` }] });
    expect(saved!.inReplyTo).toBe('<Issue-8-Gears@letters.test>');
    expect(saved!.headers.get('auto-submitted')).toBe('auto-replied');

    const over = await signUp(withRelay);
    await setPlan(withRelay, over.user.id, 'free', 0);
    expect(
      (await sendMail(port, newsletter(await addressOf(over.agent), 'Issue 9: Springs'))).accepted,
    ).toBe(true);
    await drainJobs(withRelay);
    expect(relay.received).toHaveLength(2);
    expect(relay.received[1]!.subject).toMatch(/^Not saved: you have used this month’s saves/);
  });

  it('sends nothing without a relay', async () => {
    const port = withoutRelay.app.get(SmtpReceiver).port!;
    const before = relay.received.length;
    const { agent } = await signUp(withoutRelay);
    expect(
      (await sendMail(port, newsletter(await addressOf(agent), 'Issue 10: Quiet'))).accepted,
    ).toBe(true);
    await drainJobs(withoutRelay);
    expect((await agent.get('/api/content').expect(200)).body).toHaveLength(1);
    expect(relay.received).toHaveLength(before);
  });
});
