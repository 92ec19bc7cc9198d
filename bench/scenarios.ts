import { PLATFORMS } from '@vault/contracts';
import type { RequestTemplate } from './http.ts';
import {
  COMMON_WORD,
  HIGHLIGHT_TAG,
  HIGHLIGHT_WORD,
  PHRASE,
  PREFIX,
  RARE_WORD,
  TWO_WORDS,
} from './words.ts';

/** Where the save scenario's new links point: none of the seed's items do. */
export const SAVED_URL_PREFIX = 'https://bench.example/';

/** Latency targets in milliseconds; a scenario without one is informational. */
export interface Target {
  p50?: number;
  p95?: number;
  p99?: number;
}

export interface Scenario {
  name: string;
  description: string;
  /** Requests per second, sent at a constant rate. */
  rate: number;
  target: Target | null;
  /** Sent round-robin. */
  requests: RequestTemplate[];
}

export interface ScenarioContext {
  /** A list cursor about 2,000 items deep, from X-Next-Cursor. */
  deepCursor: string;
  /** Ids of the main user's items, for the detail page. */
  itemIds: number[];
}

export const SCENARIO_NAMES = ['list', 'search', 'detail', 'stats', 'save', 'highlights'] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

const PAGE = 'limit=50';

function get(label: string, path: string): RequestTemplate {
  return { label, method: 'GET', path };
}

function search(label: string, query: string): RequestTemplate {
  return get(label, `/api/content?${PAGE}&search=${encodeURIComponent(query)}`);
}

export function listPage(cursor?: string): string {
  return `/api/content?${PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
}

export function buildScenario(name: ScenarioName, context: ScenarioContext): Scenario {
  switch (name) {
    case 'list':
      return {
        name,
        description: 'Library page of 50: no filter, each filter and platform, a deep keyset page',
        rate: 300,
        target: { p50: 3, p99: 15 },
        requests: [
          get('newest', listPage()),
          get('favorites', `/api/content?${PAGE}&filter=favorites`),
          get('unread', `/api/content?${PAGE}&filter=unread`),
          ...PLATFORMS.map((platform) =>
            get(`platform=${platform}`, `/api/content?${PAGE}&platform=${platform}`),
          ),
          get('deep page (~2,000)', listPage(context.deepCursor)),
        ],
      };
    case 'search':
      return {
        name,
        description:
          'Search, first page of 50: rare word, two words, phrase, prefix, common word, words with operators, operators alone',
        rate: 100,
        target: { p95: 30, p99: 60 },
        requests: [
          search(`rare: ${RARE_WORD}`, RARE_WORD),
          search(`two words: ${TWO_WORDS}`, TWO_WORDS),
          search(`phrase: "${PHRASE}"`, `"${PHRASE}"`),
          search(`prefix: ${PREFIX}`, PREFIX),
          search(`common (25 %): ${COMMON_WORD}`, COMMON_WORD),
          search(`words and is:unread: ${TWO_WORDS}`, `${TWO_WORDS} is:unread`),
          search(
            'operators: platform:youtube after:2020-01-01',
            'platform:youtube after:2020-01-01',
          ),
        ],
      };
    case 'detail':
      return {
        name,
        description: 'One item (GET /api/content/:id)',
        rate: 300,
        target: null,
        requests: context.itemIds.map((id) => get('detail', `/api/content/${id}`)),
      };
    case 'stats':
      return {
        name,
        description: 'Library stats (GET /api/content/stats)',
        rate: 300,
        target: null,
        requests: [get('stats', '/api/content/stats')],
      };
    case 'highlights':
      return {
        name,
        description:
          'Highlights page of 50 for a user with 20,000: newest, colour, tag, platform, search',
        rate: 100,
        target: { p95: 30 },
        requests: [
          get('newest', '/api/highlights?limit=50'),
          get('color=blue', '/api/highlights?limit=50&color=blue'),
          get(`tag=${HIGHLIGHT_TAG}`, `/api/highlights?limit=50&tag=${HIGHLIGHT_TAG}`),
          get('platform=youtube', '/api/highlights?limit=50&platform=youtube'),
          get(`search: ${HIGHLIGHT_WORD}`, `/api/highlights?limit=50&search=${HIGHLIGHT_WORD}`),
          get(`search: ${COMMON_WORD}`, `/api/highlights?limit=50&search=${COMMON_WORD}`),
        ],
      };
    case 'save':
      return {
        name,
        description: 'Save a new link (POST /api/content; extraction queued, not run)',
        rate: 50,
        target: { p99: 20 },
        requests: [
          {
            label: 'save',
            method: 'POST',
            path: '/api/content',
            body: JSON.stringify({ url: `${SAVED_URL_PREFIX}{n}` }),
          },
        ],
      };
  }
}
