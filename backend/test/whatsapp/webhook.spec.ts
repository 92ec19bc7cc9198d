import { createHmac } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../support/fixture-site.js';
import {
  startGraphApiFake,
  WHATSAPP_TEST_ENV,
  type GraphApiFake,
} from '../support/graph-api-fake.js';
import { drainJobs, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

const SECRET = WHATSAPP_TEST_ENV.WHATSAPP_APP_SECRET;
const PNID = WHATSAPP_TEST_ENV.WHATSAPP_PHONE_NUMBER_ID;

let nextNumber = 2000;
function freshDigits(): string {
  nextNumber += 1;
  return `4477009${nextNumber}`;
}
let nextId = 0;
function messageId(): string {
  nextId += 1;
  return `wamid.HBgLMTQxNTU1NTAxMjMVAgASGBQzQTdDNkE0QjY4RjE4QzQ0RDk3Mg${nextId}${Date.now()}==`;
}

/** A messages webhook as Meta sends it, for one message. */
function webhookPayload(
  from: string,
  id: string,
  message: Record<string, unknown>,
  phoneNumberId = PNID,
) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: 'Zoë' }, wa_id: from }],
              messages: [
                { from, id, timestamp: String(Math.floor(Date.now() / 1000)), ...message },
              ],
            },
          },
        ],
      },
    ],
  };
}

function textMessage(from: string, id: string, body: string, extra: Record<string, unknown> = {}) {
  return webhookPayload(from, id, { type: 'text', text: { body }, ...extra });
}

const sign = (raw: string, secret = SECRET) =>
  `sha256=${createHmac('sha256', secret).update(Buffer.from(raw, 'utf8')).digest('hex')}`;

/** Meta's own encoding: every non-ASCII character \u-escaped. */
const asMetaJson = (payload: unknown) =>
  JSON.stringify(payload).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

describe('the WhatsApp webhook', () => {
  let testApp: TestApp;
  let graph: GraphApiFake;
  let site: FixtureSite;

  beforeAll(async () => {
    graph = await startGraphApiFake();
    site = await startFixtureSite();
    testApp = await startTestApp({
      env: {
        ...WHATSAPP_TEST_ENV,
        WHATSAPP_API_BASE: graph.apiBase,
        FETCH_ALLOWED_HOSTS: '127.0.0.1',
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await site.close();
    await graph.close();
  });

  const post = (raw: string, signature: string | null = sign(raw)) => {
    const call = request(testApp.app.getHttpServer())
      .post('/api/whatsapp/webhook')
      .set('Content-Type', 'application/json');
    if (signature !== null) call.set('X-Hub-Signature-256', signature);
    return call.send(raw);
  };

  /** A signed-up account with a number connected through setup and verify. */
  async function connectedUser() {
    const account = await signUp(testApp);
    const digits = freshDigits();
    await account.agent
      .post('/api/whatsapp/setup')
      .send({ phoneNumber: `+${digits}` })
      .expect(200);
    await account.agent
      .post('/api/whatsapp/verify')
      .send({ code: graph.lastCodeSentTo(digits) })
      .expect(200);
    return { ...account, digits };
  }

  const library = async (agent: Awaited<ReturnType<typeof signUp>>['agent']) =>
    ((await agent.get('/api/content').expect(200)).body as { url: string; title: string }[]).map(
      (item) => item.url,
    );

  /** Replies sent to a number, without the verification code message. */
  const repliesTo = (digits: string) =>
    graph.textsTo(digits).filter((text) => !text.includes('verification code'));

  it("answers Meta's verification handshake with the challenge, and only with our verify token", async () => {
    const server = testApp.app.getHttpServer();
    const ok = await request(server)
      .get('/api/whatsapp/webhook')
      .query({
        'hub.mode': 'subscribe',
        'hub.verify_token': WHATSAPP_TEST_ENV.WHATSAPP_VERIFY_TOKEN,
        'hub.challenge': '1158201444',
      })
      .expect(200);
    expect(ok.text).toBe('1158201444');
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    await request(server)
      .get('/api/whatsapp/webhook')
      .query({ 'hub.mode': 'subscribe', 'hub.verify_token': 'guess', 'hub.challenge': '1' })
      .expect(403);
    await request(server)
      .get('/api/whatsapp/webhook')
      .query({
        'hub.mode': 'unsubscribe',
        'hub.verify_token': WHATSAPP_TEST_ENV.WHATSAPP_VERIFY_TOKEN,
        'hub.challenge': '1',
      })
      .expect(403);
  });

  it('refuses a missing or wrong signature with 401 and takes nothing in', async () => {
    const { digits, agent } = await connectedUser();
    const id = messageId();
    const raw = JSON.stringify(textMessage(digits, id, `${site.origin}/article?title=Forged`));
    const forged = [
      null,
      'sha256=' + '0'.repeat(64),
      sign(raw, 'another-secret'),
      sign(raw.replace('Forged', 'Forgex')),
      sign(raw).replace('sha256=', ''),
    ];
    for (const signature of forged) {
      const response = await post(raw, signature).expect(401);
      expect(response.body.code).toBe('invalid_signature');
    }
    await drainJobs(testApp);
    expect(
      await sql(testApp, 'SELECT 1 FROM whatsapp_messages WHERE message_id = $1', [id]),
    ).toEqual([]);
    expect(await library(agent)).toEqual([]);
    expect(repliesTo(digits)).toEqual([]);
  });

  it('accepts signed payloads with emoji and accents, raw UTF-8 and as Meta escapes them', async () => {
    const { digits, agent } = await connectedUser();
    const raw = JSON.stringify(
      textMessage(digits, messageId(), `Café ☕ à lire 🎉 ${site.origin}/article?title=Crème`),
    );
    expect(Buffer.byteLength(raw)).toBeGreaterThan(raw.length);
    expect((await post(raw).expect(200)).body).toEqual({ received: 1 });
    const escaped = asMetaJson(
      textMessage(digits, messageId(), `Ünïcödé 👀 ${site.origin}/article?title=Zoë`),
    );
    expect(escaped).toContain('\\u00dc');
    expect((await post(escaped).expect(200)).body).toEqual({ received: 1 });
    await drainJobs(testApp);
    expect(await library(agent)).toHaveLength(2);
  });

  it('saves both links of a forwarded message into the sender’s library and replies with them', async () => {
    const sender = await connectedUser();
    const bystander = await connectedUser();
    const first = `${site.origin}/article?title=First`;
    const second = `${site.origin}/article?title=Second`;
    const raw = JSON.stringify(
      textMessage(sender.digits, messageId(), `Worth reading:\n${first}\nand (${second}).`, {
        context: { forwarded: true },
      }),
    );
    await post(raw).expect(200);
    await drainJobs(testApp);

    const saved = (await sender.agent.get('/api/content').expect(200)).body as {
      url: string;
      title: string;
      extractionStatus: string;
    }[];
    expect(saved.map((item) => item.url).sort()).toEqual([first, second].sort());
    expect(saved.map((item) => item.title).sort()).toEqual(['First', 'Second']);
    expect(saved.every((item) => item.extractionStatus === 'completed')).toBe(true);
    expect(await library(bystander.agent)).toEqual([]);
    const [usage] = await sql<{ usage_count: number }>(
      testApp,
      'SELECT usage_count FROM users WHERE id = $1',
      [sender.user.id],
    );
    expect(usage!.usage_count).toBe(2);

    const replies = repliesTo(sender.digits);
    expect(replies).toEqual([`✅ Saved 2 links to your Vault library:\n• ${first}\n• ${second}`]);
    const reply = graph.requests.at(-1)!;
    expect(reply).toMatchObject({
      path: `/v21.0/${PNID}/messages`,
      authorization: `Bearer ${WHATSAPP_TEST_ENV.WHATSAPP_TOKEN}`,
      body: { messaging_product: 'whatsapp', to: sender.digits, type: 'text' },
    });
  });

  it('answers Meta at once and does the saving and replying afterwards, on the queue', async () => {
    const { digits, agent } = await connectedUser();
    const release = graph.hold();
    try {
      const raw = JSON.stringify(
        textMessage(digits, messageId(), `${site.origin}/article?title=Later`),
      );
      // The Graph API is not answering: the webhook's answer cannot have waited for the reply.
      expect((await post(raw).expect(200)).body).toEqual({ received: 1 });
    } finally {
      release();
    }
    await drainJobs(testApp);
    expect(repliesTo(digits)).toHaveLength(1);
    expect(await library(agent)).toEqual([`${site.origin}/article?title=Later`]);
  });

  it('processes a message id once, however often Meta delivers it', async () => {
    const { digits, agent } = await connectedUser();
    const raw = JSON.stringify(
      textMessage(digits, messageId(), `${site.origin}/article?title=Once`),
    );
    const answers = await Promise.all([post(raw), post(raw)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.received).sort()).toEqual([0, 1]);
    await drainJobs(testApp);
    expect((await post(raw).expect(200)).body).toEqual({ received: 0 });
    await drainJobs(testApp);
    expect(await library(agent)).toEqual([`${site.origin}/article?title=Once`]);
    expect(repliesTo(digits)).toHaveLength(1);
  });

  it('tells an unknown number how to connect, once an hour, and saves nothing', async () => {
    const digits = freshDigits();
    await post(
      JSON.stringify(textMessage(digits, messageId(), `${site.origin}/article?title=Stranger`)),
    ).expect(200);
    await drainJobs(testApp);
    const [reply] = repliesTo(digits);
    expect(reply).toContain("This number isn't connected to a Vault account yet.");
    expect(reply).toContain('http://localhost:3000/settings');
    expect(await sql(testApp, `SELECT 1 FROM content_items WHERE url LIKE '%Stranger%'`)).toEqual(
      [],
    );
    // Writing again within the hour is not answered a second time.
    await post(JSON.stringify(textMessage(digits, messageId(), 'hello?'))).expect(200);
    await drainJobs(testApp);
    expect(repliesTo(digits)).toHaveLength(1);
  });

  it('treats a number that asked for a code but never confirmed it as unknown', async () => {
    const { agent } = await signUp(testApp);
    const digits = freshDigits();
    await agent
      .post('/api/whatsapp/setup')
      .send({ phoneNumber: `+${digits}` })
      .expect(200);
    await post(
      JSON.stringify(textMessage(digits, messageId(), `${site.origin}/article?title=Pending`)),
    ).expect(200);
    await drainJobs(testApp);
    expect(repliesTo(digits)[0]).toContain("isn't connected");
    expect(await library(agent)).toEqual([]);
  });

  it('replies that a link is needed when the message has none', async () => {
    const { digits } = await connectedUser();
    await post(JSON.stringify(textMessage(digits, messageId(), 'hello! 👋 how are you?'))).expect(
      200,
    );
    await post(
      JSON.stringify(
        webhookPayload(digits, messageId(), { type: 'sticker', sticker: { id: '1' } }),
      ),
    ).expect(200);
    await drainJobs(testApp);
    const replies = repliesTo(digits);
    expect(replies).toHaveLength(2);
    for (const reply of replies) expect(reply).toMatch(/^I couldn't find a link in your message\./);
  });

  it('says when the monthly limit stopped a save, and when a link was already saved', async () => {
    const { digits, agent, user } = await connectedUser();
    const kept = `${site.origin}/article?title=Kept`;
    await agent.post('/api/content').send({ url: kept }).expect(201);
    await sql(testApp, 'UPDATE users SET usage_count = usage_limit WHERE id = $1', [user.id]);
    const over = `${site.origin}/article?title=Over`;
    await post(JSON.stringify(textMessage(digits, messageId(), `${kept} ${over}`))).expect(200);
    await drainJobs(testApp);
    const [reply] = repliesTo(digits);
    expect(reply).toContain(`Already in your library (moved to the top):\n• ${kept}`);
    expect(reply).toContain(`used all the saves of your plan this month.\n• ${over}`);
    expect(reply).toContain('http://localhost:3000/pricing');
    expect(reply).not.toContain('Saved');
    expect(await library(agent)).toEqual([kept]);
  });

  it('saves the link of an image caption', async () => {
    const { digits, agent } = await connectedUser();
    const link = `${site.origin}/article?title=Caption`;
    await post(
      JSON.stringify(
        webhookPayload(digits, messageId(), {
          type: 'image',
          image: { id: 'media-1', mime_type: 'image/jpeg', caption: `look ${link}` },
        }),
      ),
    ).expect(200);
    await drainJobs(testApp);
    expect(await library(agent)).toEqual([link]);
  });

  it('ignores delivery statuses and messages to another business number', async () => {
    const { digits, agent } = await connectedUser();
    const statuses = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { phone_number_id: PNID },
                statuses: [{ id: 'wamid.sent1', status: 'delivered', recipient_id: digits }],
              },
            },
          ],
        },
      ],
    };
    expect((await post(JSON.stringify(statuses)).expect(200)).body).toEqual({ received: 0 });
    const elsewhere = textMessage(digits, messageId(), `${site.origin}/article?title=Else`);
    elsewhere.entry[0]!.changes[0]!.value.metadata.phone_number_id = '555';
    expect((await post(JSON.stringify(elsewhere)).expect(200)).body).toEqual({ received: 0 });
    await drainJobs(testApp);
    expect(await library(agent)).toEqual([]);
    expect(repliesTo(digits)).toEqual([]);
  });
});
