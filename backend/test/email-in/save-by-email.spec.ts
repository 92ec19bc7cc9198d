import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_DNS_RESOLVER, SmtpReceiver } from '../../src/modules/email-in/index.js';
import { startFixtureSite, type FixtureSite } from '../support/fixture-site.js';
import { drainJobs, setPlan, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';
import { dnsTable, sendMail, sendRaw } from './mail-world.js';

const MAIL_DOMAIN = 'mail.vault.test';

// letters.test signs its mail (DKIM) and publishes p=reject; bank.test sends only from 192.0.2.1
// and publishes p=reject too; offline.test has no DNS server answering.
const dkimKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const DKIM = {
  domainName: 'letters.test',
  keySelector: 'mail',
  privateKey: dkimKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
};
const dkimPublic = dkimKeys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
const DNS = dnsTable(
  {
    'TXT:letters.test': [['v=spf1 -all']],
    'TXT:_dmarc.letters.test': [['v=DMARC1; p=reject']],
    'TXT:mail._domainkey.letters.test': [[`v=DKIM1; k=rsa; p=${dkimPublic}`]],
    'TXT:bank.test': [['v=spf1 ip4:192.0.2.1 -all']],
    'TXT:_dmarc.bank.test': [['v=DMARC1; p=reject']],
  },
  ['offline.test'],
);

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

interface Item {
  id: number;
  url: string;
  platform: string;
  title: string | null;
  author: string | null;
  imageUrl: string | null;
  metadata: Record<string, unknown>;
}

async function pngBytes(): Promise<Buffer> {
  return sharp({
    create: { width: 320, height: 160, channels: 3, background: { r: 200, g: 60, b: 40 } },
  })
    .png()
    .toBuffer();
}

async function pdfBytes(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([300, 300]).drawText('Issue 7 in print');
  return Buffer.from(await pdf.save());
}

describe('save by e-mail', () => {
  let testApp: TestApp;
  let site: FixtureSite;
  let port: number;

  beforeAll(async () => {
    site = await startFixtureSite();
    testApp = await startTestApp({
      env: { SMTP_PORT: '0', MAIL_DOMAIN, FETCH_ALLOWED_HOSTS: '127.0.0.1' },
      overrides: [{ provide: MAIL_DNS_RESOLVER, useValue: DNS }],
    });
    port = testApp.app.get(SmtpReceiver).port!;
  });
  afterAll(async () => {
    await testApp.close();
    await site.close();
  });

  const addressOf = async (agent: Agent) =>
    ((await agent.get('/api/integrations/email').expect(200)).body as { address: string }).address;
  const library = async (agent: Agent) =>
    (await agent.get('/api/content').expect(200)).body as Item[];
  const usage = async (agent: Agent) =>
    ((await agent.get('/api/auth/user').expect(200)).body as { usageCount: number }).usageCount;
  const storedMessages = async (userId: number) =>
    sql<{ id: number }>(testApp, 'SELECT id FROM email_in_messages WHERE user_id = $1', [userId]);

  it('gives each account one private address, stable until regenerated; the old one then stops at once', async () => {
    const { agent } = await signUp(testApp);
    const address = await addressOf(agent);
    expect(address).toMatch(new RegExp(`^save-[a-z2-7]{52}@${MAIL_DOMAIN.replace(/\./g, '\\.')}$`));
    expect(await addressOf(agent)).toBe(address);
    const other = await signUp(testApp);
    expect(await addressOf(other.agent)).not.toBe(address);

    const regenerated = (await agent.post('/api/integrations/email/regenerate').expect(200))
      .body as { address: string };
    expect(regenerated.address).not.toBe(address);
    expect(await addressOf(agent)).toBe(regenerated.address);

    const note = (to: string) => ({
      from: 'me@offline.test',
      to,
      subject: 'For later',
      text: `Read this: ${site.origin}/article?title=Regenerated`,
    });
    const old = await sendMail(port, note(address));
    expect(old).toMatchObject({ accepted: false, responseCode: 550 });
    const fresh = await sendMail(port, note(regenerated.address));
    expect(fresh.accepted).toBe(true);
    await drainJobs(testApp);
    expect((await library(agent)).map((item) => item.url)).toEqual([
      `${site.origin}/article?title=Regenerated`,
    ]);
  });

  it('saves each link of a forwarded message as the dashboard does, each counted as one save', async () => {
    const { agent } = await signUp(testApp);
    const before = await usage(agent);
    const answer = await sendMail(port, {
      from: 'Me <me@offline.test>',
      to: await addressOf(agent),
      subject: 'Fwd: two reads',
      text: `Have a look:\n${site.origin}/article?title=First+Read\n\n(${site.origin}/article?title=Second+Read).\nAnd again ${site.origin}/article?title=First+Read`,
    });
    expect(answer.accepted).toBe(true);
    await drainJobs(testApp);
    const items = await library(agent);
    expect(items.map((item) => item.url).sort()).toEqual([
      `${site.origin}/article?title=First+Read`,
      `${site.origin}/article?title=Second+Read`,
    ]);
    expect(await usage(agent)).toBe(before + 2);
    expect(items.map((item) => item.title).sort()).toEqual(['First Read', 'Second Read']);
  });

  it('saves a newsletter whole: its title, sender, sanitised text, stored image, PDF and unsubscribe link, with the DKIM and DMARC verdicts', async () => {
    const { agent, user } = await signUp(testApp);
    await setPlan(testApp, user.id, 'pro', 100);
    const before = await usage(agent);
    const newsletter = {
      from: 'Weekly Letters <news@letters.test>',
      to: await addressOf(agent),
      subject: 'Issue 7: Looms and engines',
      messageId: '<issue-7@letters.test>',
      headers: {
        'List-Unsubscribe':
          '<mailto:leave@letters.test?subject=unsubscribe>, <https://letters.test/unsubscribe?u=7>',
        'List-Id': 'Weekly Letters <weekly.letters.test>',
      },
      html: `<html><head><style>h1{color:red}</style></head><body>
        <h1>Looms and engines</h1><img src="cid:hero@letters.test" alt="">
        <p>The analytical engine weaves algebraic patterns.</p>
        <p><a href="https://letters.test/story">Read the story</a></p>
        <img src="https://track.letters.test/open.gif" width="1" height="1">
        <script>alert(1)</script></body></html>`,
      attachments: [
        { filename: 'hero.png', content: await pngBytes(), cid: 'hero@letters.test' },
        { filename: 'issue-7.pdf', content: await pdfBytes(), contentType: 'application/pdf' },
      ],
    };
    const answer = await sendMail(port, newsletter, DKIM);
    expect(answer.accepted).toBe(true);
    await drainJobs(testApp);

    const [item, ...others] = await library(agent);
    expect(others).toEqual([]);
    expect(item).toMatchObject({
      platform: 'newsletter',
      title: 'Issue 7: Looms and engines',
      author: 'Weekly Letters',
      imageUrl: `/api/content/${item!.id}/image`,
    });
    expect(await usage(agent)).toBe(before + 1);
    const image = await agent.get(item!.imageUrl!).expect(200);
    expect(image.headers['content-type']).toBe('image/webp');

    const detail = (await agent.get(`/api/content/${item!.id}`).expect(200)).body as Item & {
      readableHtml: string;
      extractionStatus: string;
    };
    expect(detail.extractionStatus).toBe('completed');
    expect(detail.readableHtml).toContain('The analytical engine weaves algebraic patterns.');
    expect(detail.readableHtml).toContain('href="https://letters.test/story"');
    expect(detail.readableHtml).not.toMatch(/<img|<script|<style|track\.letters/);
    expect(detail.metadata).toMatchObject({
      unsubscribeUrl: 'https://letters.test/unsubscribe?u=7',
      email: { from: 'news@letters.test', spf: 'fail', dkim: 'pass', dmarc: 'pass' },
    });

    const media = (await agent.get(`/api/content/${item!.id}/media`).expect(200)).body as {
      fileName: string;
      mimeType: string;
      pageCount: number;
    }[];
    expect(media).toMatchObject([
      { fileName: 'issue-7.pdf', mimeType: 'application/pdf', pageCount: 1 },
    ]);

    // The same message delivered twice (a relay's retry) is one item, charged once.
    expect((await sendMail(port, newsletter, DKIM)).accepted).toBe(true);
    await drainJobs(testApp);
    expect(await library(agent)).toHaveLength(1);
    expect(await usage(agent)).toBe(before + 1);
    // The bytes of worked messages are not kept.
    const raw = await sql<{ raw: Buffer | null }>(
      testApp,
      'SELECT raw FROM email_in_messages WHERE user_id = $1',
      [user.id],
    );
    expect(raw.map((row) => row.raw)).toEqual([null, null]);
  });

  it('keeps a newsletter’s remote images in its reader view as Vault’s own copies, never its read-receipt pixel', async () => {
    const { agent, user } = await signUp(testApp);
    await setPlan(testApp, user.id, 'pro', 100);
    const chart = await pngBytes();
    const requested: string[] = [];
    const images = http.createServer((request, response) => {
      requested.push(request.url ?? '');
      response.writeHead(200, { 'Content-Type': 'image/png' }).end(chart);
    });
    await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
    const answer = await sendMail(
      port,
      {
        from: 'Weekly Letters <news@letters.test>',
        to: await addressOf(agent),
        subject: 'Issue 8: Charts',
        messageId: '<issue-8@letters.test>',
        headers: { 'List-Id': 'Weekly Letters <weekly.letters.test>' },
        html: `<h1>Charts</h1><p>The engine drew this chart.</p>
          <img src="${origin}/chart.png" alt="The chart">
          <img src="${origin}/pixel.png" width="1" height="1">`,
      },
      DKIM,
    );
    expect(answer.accepted).toBe(true);
    await drainJobs(testApp);
    await drainJobs(testApp);

    const [item] = await library(agent);
    const detail = (await agent.get(`/api/content/${item!.id}`).expect(200)).body as {
      readableHtml: string;
    };
    const stored = /<img src="(\/api\/media\/stored\/\d+)" alt="The chart"/.exec(
      detail.readableHtml,
    );
    expect(stored).not.toBeNull();
    const image = await agent.get(stored![1]!).expect(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(detail.readableHtml).not.toContain('pixel.png');
    expect(requested).not.toContain('/pixel.png');
    await new Promise((resolve) => images.close(resolve));
  });

  it('refuses a sender spoofing a domain whose DMARC policy is reject, and keeps nothing of it', async () => {
    const { agent, user } = await signUp(testApp);
    const answer = await sendMail(port, {
      from: 'The Bank <ceo@bank.test>',
      to: await addressOf(agent),
      subject: 'Urgent',
      headers: { 'List-Id': 'bank news <news.bank.test>' },
      html: `<p>Please log in at ${site.origin}/article?title=Phish</p>`,
    });
    expect(answer).toMatchObject({ accepted: false, responseCode: 550 });
    expect((answer as { response: string }).response).toContain('DMARC');
    await drainJobs(testApp);
    expect(await library(agent)).toEqual([]);
    expect(await storedMessages(user.id)).toEqual([]);
  });

  it('lets the token alone decide when DNS gives no answer', async () => {
    const { agent } = await signUp(testApp);
    const answer = await sendMail(port, {
      from: 'Offline Digest <digest@offline.test>',
      to: await addressOf(agent),
      subject: 'Digest without DNS',
      headers: { 'List-Id': 'digest <digest.offline.test>' },
      html: '<table><tr><td><h2>Second story</h2><p>Nothing but words today.</p></td></tr></table>',
    });
    expect(answer.accepted).toBe(true);
    await drainJobs(testApp);
    const [item] = await library(agent);
    expect(item).toMatchObject({ platform: 'newsletter', title: 'Digest without DNS' });
    expect((item!.metadata.email as { dmarc: string }).dmarc).not.toBe('fail');
    // A message that is only a fragment of HTML keeps its layout and its words as written.
    const detail = (await agent.get(`/api/content/${item!.id}`).expect(200)).body as {
      text: string;
      readableHtml: string;
    };
    expect(detail.readableHtml).toContain('<h2>Second story</h2>');
    expect(detail.text).toBe('Second story\n\nNothing but words today.');
  });

  it('refuses an unknown address at RCPT TO with 550', async () => {
    const answer = await sendMail(port, {
      from: 'me@offline.test',
      to: `save-${'a'.repeat(52)}@${MAIL_DOMAIN}`,
      subject: 'Hello',
      text: `${site.origin}/article`,
    });
    expect(answer).toMatchObject({ accepted: false, responseCode: 550 });
    expect((answer as { response: string }).response).toContain('5.1.1');
    const wrongDomain = await sendMail(port, {
      from: 'me@offline.test',
      to: `someone@elsewhere.test`,
      text: `${site.origin}/article`,
    });
    expect(wrongDomain).toMatchObject({ accepted: false, responseCode: 550 });
  });

  it('refuses a 12 MB message with 552, whether the client announces its size or lies about it', async () => {
    const { agent, user } = await signUp(testApp);
    const to = await addressOf(agent);
    const big = Buffer.alloc(12 * 1024 * 1024, 'a');
    const honest = await sendMail(port, {
      from: 'me@offline.test',
      to,
      subject: 'Big',
      text: `${site.origin}/article?title=Big`,
      attachments: [{ filename: 'big.txt', content: big }],
    });
    expect(honest).toMatchObject({ accepted: false, responseCode: 552 });
    const raw = Buffer.concat([
      Buffer.from(
        `From: me@offline.test\r\nTo: ${to}\r\nSubject: Big\r\n\r\n${site.origin}/article?title=Big\r\n`,
      ),
      Buffer.from(`${'b'.repeat(998)}\r\n`.repeat(12 * 1024)),
    ]);
    const liar = await sendRaw(port, { from: 'me@offline.test', to, size: 1000 }, raw);
    expect(liar).toMatchObject({ accepted: false, responseCode: 552 });
    await drainJobs(testApp);
    expect(await library(agent)).toEqual([]);
    expect(await storedMessages(user.id)).toEqual([]);
  });

  it('refuses what is not a message with 554, and a message with nothing to save with 550', async () => {
    const { agent, user } = await signUp(testApp);
    const to = await addressOf(agent);
    const garbage = await sendRaw(
      port,
      { from: 'me@offline.test', to },
      `this is not a message\r\n${site.origin}/article?title=Garbage\r\n`,
    );
    expect(garbage).toMatchObject({ accepted: false, responseCode: 554 });
    const noSender = await sendRaw(
      port,
      { from: 'me@offline.test', to },
      `Subject: no From\r\n\r\n${site.origin}/article?title=NoSender\r\n`,
    );
    expect(noSender).toMatchObject({ accepted: false, responseCode: 554 });
    const nothing = await sendMail(port, {
      from: 'me@offline.test',
      to,
      subject: 'Just words',
      text: 'No link in here.',
    });
    expect(nothing).toMatchObject({ accepted: false, responseCode: 550 });
    expect((nothing as { response: string }).response).toContain('Nothing to save');
    await drainJobs(testApp);
    expect(await library(agent)).toEqual([]);
    expect(await storedMessages(user.id)).toEqual([]);
  });

  it('saves the messages of a sender the user marked as a newsletter whole, and only that user’s list is theirs', async () => {
    const owner = await signUp(testApp);
    const other = await signUp(testApp);
    const marked = (
      await owner.agent
        .post('/api/integrations/email/newsletter-senders')
        .send({ address: 'Writer@Plain.test' })
        .expect(201)
    ).body as { id: number; address: string };
    expect(marked.address).toBe('writer@plain.test');
    await owner.agent
      .post('/api/integrations/email/newsletter-senders')
      .send({ address: 'not an address' })
      .expect(400);
    expect(
      (await other.agent.get('/api/integrations/email/newsletter-senders').expect(200)).body,
    ).toEqual([]);
    await other.agent.delete(`/api/integrations/email/newsletter-senders/${marked.id}`).expect(404);

    const letter = (to: string) => ({
      from: 'A Writer <writer@plain.test>',
      to,
      subject: 'Thoughts, weekly',
      text: `This week, two thoughts. One of them is ${site.origin}/article?title=Linked`,
    });
    expect((await sendMail(port, letter(await addressOf(owner.agent)))).accepted).toBe(true);
    expect((await sendMail(port, letter(await addressOf(other.agent)))).accepted).toBe(true);
    await drainJobs(testApp);
    const [saved] = await library(owner.agent);
    expect(saved).toMatchObject({ platform: 'newsletter', title: 'Thoughts, weekly' });
    // Unmarked for the other user: the message is a note with a link, and the link is saved.
    expect((await library(other.agent)).map((item) => item.platform)).toEqual(['other']);

    // Another user's saved newsletter, its image and its media are not reachable.
    await other.agent.get(`/api/content/${saved!.id}`).expect(404);
    await other.agent.get(`/api/content/${saved!.id}/image`).expect(404);
    await other.agent.get(`/api/content/${saved!.id}/media`).expect(404);

    await owner.agent.delete(`/api/integrations/email/newsletter-senders/${marked.id}`).expect(204);
    expect(
      (await owner.agent.get('/api/integrations/email/newsletter-senders').expect(200)).body,
    ).toEqual([]);
  });

  it('counts a newsletter against the allowance: over it, nothing is saved', async () => {
    const { agent, user } = await signUp(testApp);
    await setPlan(testApp, user.id, 'free', 0);
    const answer = await sendMail(port, {
      from: 'Weekly Letters <news@offline.test>',
      to: await addressOf(agent),
      subject: 'Over the limit',
      headers: { 'List-Id': 'weekly <weekly.offline.test>' },
      text: 'Words.',
    });
    expect(answer.accepted).toBe(true);
    await drainJobs(testApp);
    expect(await library(agent)).toEqual([]);
    const [row] = await sql<{ outcome: string }>(
      testApp,
      'SELECT outcome FROM email_in_messages WHERE user_id = $1',
      [user.id],
    );
    expect(row!.outcome).toContain('Not saved');
  });

  it('answers only a signed-in session, and takes writes only from our own origin', async () => {
    const { agent } = await signUp(testApp);
    const address = await addressOf(agent);
    await testApp.agent().get('/api/integrations/email').expect(401);
    await agent
      .post('/api/integrations/email/regenerate')
      .set('Origin', 'https://attacker.example')
      .expect(403);
    expect(await addressOf(agent)).toBe(address);
  });
});
