import { MAX_SUMMARY_SENTENCES, MAX_TOPICS, type Topic, TOPICS } from '@vault/contracts';
import type { EnrichmentInput, EnrichmentProvider } from './enrichment.types.js';
import { sentences } from './sentences.js';

export interface ChatProviderOptions {
  /** `AI_BASE_URL`: the server root or its `/v1` address (OpenAI, Ollama, vLLM...). */
  baseUrl: string;
  apiKey: string | null;
  model: string | null;
  timeoutMs: number;
}

/** Characters of the page sent to the model: enough for a summary, bounded in cost. */
const MAX_INPUT_CHARS = 12_000;
const DEFAULT_MODEL = 'gpt-4o-mini';

const SYSTEM_PROMPT = `You summarise saved web pages. Answer with one JSON object only:
{"summary": "<at most ${MAX_SUMMARY_SENTENCES} sentences, in the page's language>", "topics": ["<1 to ${MAX_TOPICS} of: ${TOPICS.join(', ')}>"]}
Use "Other" only when no other topic fits.`;

export function chatCompletionsUrl(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return /\/v\d+$/.test(base) ? `${base}/chat/completions` : `${base}/v1/chat/completions`;
}

export class EnrichmentResponseError extends Error {}

const TOPIC_BY_LOWER = new Map(TOPICS.map((topic) => [topic.toLowerCase(), topic]));

/** Checks the model's answer: a JSON object with a summary string and known topics. */
export function parseAnswer(content: string): { summary: string | null; topics: Topic[] } {
  // Some models wrap JSON in a Markdown code fence despite the instruction.
  const json = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new EnrichmentResponseError('The answer is not JSON');
  }
  if (!value || typeof value !== 'object') throw new EnrichmentResponseError('No JSON object');
  const { summary, topics } = value as { summary?: unknown; topics?: unknown };
  if (typeof summary !== 'string' || !Array.isArray(topics))
    throw new EnrichmentResponseError('summary must be a string and topics a list');
  const known = [
    ...new Set(
      topics.flatMap((topic) =>
        typeof topic === 'string' ? (TOPIC_BY_LOWER.get(topic.trim().toLowerCase()) ?? []) : [],
      ),
    ),
  ];
  if (!known.length) throw new EnrichmentResponseError('No topic from the list');
  // "Other" beside a real topic says nothing.
  const chosen = known.length > 1 ? known.filter((topic) => topic !== 'Other') : known;
  const text = sentences(summary).slice(0, MAX_SUMMARY_SENTENCES).join(' ');
  return { summary: text || null, topics: chosen.slice(0, MAX_TOPICS) };
}

function prompt(input: EnrichmentInput): string {
  const text = (input.text ?? '').slice(0, MAX_INPUT_CHARS);
  return [
    input.title ? `Title: ${input.title}` : null,
    input.description ? `Description: ${input.description}` : null,
    text ? `Text:\n${text}` : null,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * An OpenAI-compatible chat endpoint (`POST …/v1/chat/completions`). The operator configures
 * this address (often a model server on the same host, e.g. Ollama on 127.0.0.1), so it is
 * called with plain fetch rather than the page fetcher, which refuses private addresses.
 */
export class ChatEnrichmentProvider implements EnrichmentProvider {
  constructor(private readonly options: ChatProviderOptions) {}

  async enrich(input: EnrichmentInput): Promise<{ summary: string | null; topics: Topic[] }> {
    const response = await fetch(chatCompletionsUrl(this.options.baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: this.options.model ?? DEFAULT_MODEL,
        temperature: 0.2,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: prompt(input) },
        ],
      }),
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    if (!response.ok) throw new EnrichmentResponseError(`The endpoint answered ${response.status}`);
    const body = (await response.json()) as {
      choices?: { message?: { content?: unknown } }[];
    };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new EnrichmentResponseError('No message in the answer');
    return parseAnswer(content);
  }
}
