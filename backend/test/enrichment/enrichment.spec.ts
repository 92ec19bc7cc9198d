import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TOPICS } from '@vault/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainJobs, seedItems, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

const TECH_PAGE = `<!doctype html><html lang="en"><head><title>Why our API moved to Rust</title>
<meta name="description" content="The backend team on rewriting a service"></head>
<body><nav>Home | Blog | Careers</nav><article><h1>Why our API moved to Rust</h1>
<p>Our API servers handled ten thousand requests a second, and the Python service behind them needed twelve servers in the cloud.</p>
<p>The developers rewrote the database layer in Rust over three months, and the compiler caught many bugs before they reached production.</p>
<p>The new software runs on three servers, and the Kubernetes deployment became simpler for the whole backend team.</p>
<p>We kept the old service running beside the new one until the error rates matched for a full week.</p>
</article><footer>© Example</footer></body></html>`;

async function saveSnapshot(testApp: TestApp, agent: ReturnType<TestApp['agent']>, path: string) {
  const saved = await agent
    .post('/api/content')
    .send({ url: `https://blog.example/${path}`, html: TECH_PAGE })
    .expect(201);
  await drainJobs(testApp);
  return (await agent.get(`/api/content/${saved.body.id}`).expect(200)).body as {
    extractionStatus: string;
    summary: string | null;
    topics: string[];
    text: string | null;
  };
}

describe('enrichment of saved pages with the local provider', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('gives a saved page a short summary from its text and topics from the list', async () => {
    const { agent } = await signUp(testApp);
    const item = await saveSnapshot(testApp, agent, 'rust');
    expect(item.extractionStatus).toBe('completed');
    expect(item.summary).toBeTruthy();
    // Sentences of the page itself, never its navigation.
    expect(item.text).toContain(item.summary!.split('. ')[0]!);
    expect(item.summary).not.toContain('Careers');
    expect(item.topics).toContain('Technology');
    expect(item.topics.length).toBeLessThanOrEqual(3);
    for (const topic of item.topics) expect(TOPICS).toContain(topic);
  });

  it('filters the library by topic, for the signed-in user only', async () => {
    const { agent, user } = await signUp(testApp);
    const other = await signUp(testApp);
    const [tech, food, both] = await seedItems(testApp, user.id, [
      { title: 'Compilers' },
      { title: 'Bread' },
      { title: 'Kitchen gadgets' },
    ]);
    const [othersTech] = await seedItems(testApp, other.user.id, [{ title: 'Not yours' }]);
    const setTopics = (id: number, topics: string[]) =>
      sql(testApp, 'UPDATE content_items SET topics = $2 WHERE id = $1', [id, topics]);
    await setTopics(tech, ['Technology']);
    await setTopics(food, ['Food']);
    await setTopics(both, ['Food', 'Technology']);
    await setTopics(othersTech, ['Technology']);

    const technology = await agent.get('/api/content?topic=Technology').expect(200);
    expect(technology.body.map((item: { id: number }) => item.id)).toEqual([both, tech]);
    const food2 = await agent.get('/api/content?topic=Food&search=bread').expect(200);
    expect(food2.body.map((item: { id: number }) => item.id)).toEqual([food]);
    expect((await agent.get('/api/content?topic=Sports').expect(200)).body).toEqual([]);

    const bad = await agent.get('/api/content?topic=Gardening').expect(400);
    expect(bad.body.message).toContain('topic must be one of Technology');
  });
});

describe('enrichment through an OpenAI-compatible endpoint', () => {
  let testApp: TestApp;
  let fake: Server;
  let status = 200;
  const requests: string[] = [];

  beforeAll(async () => {
    fake = createServer((request, response) => {
      requests.push(`${request.method} ${request.url}`);
      request.resume();
      request.on('end', () => {
        response.statusCode = status;
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            choices: [
              {
                message: {
                  content: JSON.stringify({
                    summary: 'A team moved its API from Python to Rust and needs fewer servers.',
                    topics: ['Technology', 'Business'],
                  }),
                },
              },
            ],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    testApp = await startTestApp({
      env: { AI_BASE_URL: `http://127.0.0.1:${port}`, AI_API_KEY: 'k', AI_MODEL: 'fake' },
    });
  });
  afterAll(async () => {
    await testApp.close();
    fake.closeAllConnections();
    fake.close();
  });

  it("stores the endpoint's summary and topics", async () => {
    const { agent } = await signUp(testApp);
    const item = await saveSnapshot(testApp, agent, 'remote');
    expect(item).toMatchObject({
      extractionStatus: 'completed',
      summary: 'A team moved its API from Python to Rust and needs fewer servers.',
      topics: ['Technology', 'Business'],
    });
    expect(requests).toContain('POST /v1/chat/completions');
  });

  it('still completes the save with the local summary when the endpoint fails', async () => {
    status = 503;
    const { agent } = await signUp(testApp);
    const item = await saveSnapshot(testApp, agent, 'remote-down');
    expect(item.extractionStatus).toBe('completed');
    expect(item.summary).not.toBe(
      'A team moved its API from Python to Rust and needs fewer servers.',
    );
    expect(item.summary).toBeTruthy();
    expect(item.topics).toContain('Technology');
  });
});
