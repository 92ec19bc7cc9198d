import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChatEnrichmentProvider, chatCompletionsUrl, parseAnswer } from './chat-provider.js';
import { EnrichmentService } from './enrichment.service.js';

/** A local stand-in for an OpenAI-compatible server: answers as `reply` says, records requests. */
let reply: (request: IncomingMessage, response: ServerResponse, body: string) => void;
const received: { url: string; authorization?: string; body: Record<string, unknown> }[] = [];
let server: Server;
let baseUrl: string;

function answer(content: string) {
  return (_request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(body || '{}') as Record<string, unknown>,
      });
      reply(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

beforeEach(() => {
  received.length = 0;
});

const PAGE = {
  title: 'Rust in the Linux kernel',
  description: 'Kernel developers discuss memory safety',
  text: 'The kernel maintainers merged more Rust drivers. Developers say memory safety bugs will drop. Some maintainers worry about the extra toolchain.',
};

const service = (url: string | null) =>
  new EnrichmentService({ ai: { baseUrl: url, apiKey: 'test-key', model: 'tiny-model' } });

describe('enrichment through an OpenAI-compatible endpoint', () => {
  it('sends the page to /v1/chat/completions and keeps the validated answer', async () => {
    reply = answer(
      JSON.stringify({
        summary: 'Rust drivers land in Linux. Fewer memory bugs are expected.',
        topics: ['Technology', 'science'],
      }),
    );
    const result = await service(baseUrl).enrich(PAGE);
    expect(result).toEqual({
      summary: 'Rust drivers land in Linux. Fewer memory bugs are expected.',
      topics: ['Technology', 'Science'],
      provider: 'remote',
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.url).toBe('/v1/chat/completions');
    expect(received[0]!.authorization).toBe('Bearer test-key');
    expect(received[0]!.body.model).toBe('tiny-model');
    const messages = received[0]!.body.messages as { role: string; content: string }[];
    expect(messages.at(-1)!.content).toContain('Rust in the Linux kernel');
  });

  it('falls back to the local provider when the endpoint fails', async () => {
    reply = (_request, response) => {
      response.statusCode = 500;
      response.end('{"error":"overloaded"}');
    };
    const result = await service(baseUrl).enrich(PAGE);
    expect(result?.provider).toBe('local');
    expect(result?.topics).toContain('Technology');
    expect(result?.summary).toBeTruthy();
  });

  it('falls back when the answer is not the JSON asked for', async () => {
    reply = answer('Sure! This article is about Rust.');
    expect((await service(baseUrl).enrich(PAGE))?.provider).toBe('local');
    reply = answer(JSON.stringify({ summary: 'Fine.', topics: ['Gardening tips'] }));
    expect((await service(baseUrl).enrich(PAGE))?.provider).toBe('local');
  });

  it('falls back when nothing listens at the address', async () => {
    const result = await service('http://127.0.0.1:9').enrich(PAGE);
    expect(result?.provider).toBe('local');
  });

  it('gives up on a slow endpoint after its timeout', async () => {
    reply = () => undefined; // never answers
    const provider = new ChatEnrichmentProvider({
      baseUrl: `${baseUrl}/v1`,
      apiKey: null,
      model: null,
      timeoutMs: 200,
    });
    await expect(provider.enrich(PAGE)).rejects.toThrow();
    expect(received[0]!.authorization).toBeUndefined();
  });

  it('uses the local provider without AI_BASE_URL, and nothing for an empty page', async () => {
    expect((await service(null).enrich(PAGE))?.provider).toBe('local');
    expect(await service(null).enrich({ title: null, description: null, text: null })).toBeNull();
    expect(received).toHaveLength(0);
  });
});

describe('the chat answer', () => {
  it('accepts JSON in a code fence, trims to three sentences and drops unknown topics', () => {
    const parsed = parseAnswer(
      '```json\n{"summary": "One. Two. Three. Four.", "topics": ["Food", "Cooking", "Travel", "Health", "Sports"]}\n```',
    );
    expect(parsed).toEqual({ summary: 'One. Two. Three.', topics: ['Food', 'Travel', 'Health'] });
  });

  it('drops Other beside a real topic', () => {
    expect(parseAnswer('{"summary": "x.", "topics": ["Other", "Design"]}').topics).toEqual([
      'Design',
    ]);
  });

  it('addresses /v1/chat/completions whether or not the base names /v1', () => {
    expect(chatCompletionsUrl('http://localhost:11434')).toBe(
      'http://localhost:11434/v1/chat/completions',
    );
    expect(chatCompletionsUrl('https://api.openai.com/v1/')).toBe(
      'https://api.openai.com/v1/chat/completions',
    );
  });
});
