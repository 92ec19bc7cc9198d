import { PLATFORM_LABELS, PLATFORMS, type Platform, TOPICS, type Topic } from './enums.js';

/**
 * The library's search language, one parser for the webapp (chips) and the server (SQL):
 * `tag:ai`, `platform:youtube`, `topic:science`, `is:fav`, `is:unread`, `is:read`, `is:failed`,
 * `before:2026-01-01`, `after:2026-01-01`, and for the words `"exact phrase"` and `-word`.
 * A value may be quoted (`tag:"machine learning"`); `-tag:` and `-is:` exclude. A word with an
 * unknown key (`https://…`, `note:`) is an ordinary word.
 */
export const QUERY_OPERATORS = ['tag', 'platform', 'topic', 'is', 'before', 'after'] as const;
export type QueryOperator = (typeof QUERY_OPERATORS)[number];

/** What `is:` accepts; `fav` and `favorite` are the same. */
export const QUERY_STATES = ['fav', 'favorite', 'unread', 'read', 'failed'] as const;

export interface LibraryQueryState {
  /** Favourite (true) or not (false); absent: either. */
  favorite?: boolean;
  read?: boolean;
  failed?: boolean;
}

/** One operator as typed, for a removable chip: `raw` is its text, at `start`…`end` in the input. */
export interface QueryChip {
  operator: QueryOperator;
  negated: boolean;
  value: string;
  label: string;
  raw: string;
  start: number;
  end: number;
}

export interface LibraryQuery {
  /** The words, phrases and exclusions left once the operators are taken out (full-text search). */
  text: string;
  tags: string[];
  excludedTags: string[];
  platforms: Platform[];
  topics: Topic[];
  state: LibraryQueryState;
  /** Saved before this day (`YYYY-MM-DD`, the day's start in UTC). */
  before: string | null;
  /** Saved on or after this day. */
  after: string | null;
  chips: QueryChip[];
}

export type LibraryQueryResult = { ok: true; query: LibraryQuery } | { ok: false; error: string };

/** A key, an optional '-', a value that is a quoted string or runs to the next space. */
const OPERATOR_PATTERN = new RegExp(
  String.raw`(^|\s)(-?)(${QUERY_OPERATORS.join('|')}):("([^"]*)"|[^\s"]*)(?=\s|$)`,
  'gi',
);
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDay(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function findTopic(value: string): Topic | undefined {
  return TOPICS.find((topic) => topic.toLowerCase() === value.toLowerCase());
}

function findPlatform(value: string): Platform | undefined {
  const wanted = value.toLowerCase();
  return PLATFORMS.find(
    (platform) => platform === wanted || PLATFORM_LABELS[platform].toLowerCase() === wanted,
  );
}

function emptyQuery(): LibraryQuery {
  return {
    text: '',
    tags: [],
    excludedTags: [],
    platforms: [],
    topics: [],
    state: {},
    before: null,
    after: null,
    chips: [],
  };
}

const STATE_LABELS: Record<string, string> = {
  fav: 'Favourites',
  favorite: 'Favourites',
  unread: 'Unread',
  read: 'Read',
  failed: 'Failed',
};

/** Applies one operator to the query; answers an error message when its value is not valid. */
function applyOperator(
  query: LibraryQuery,
  operator: QueryOperator,
  negated: boolean,
  value: string,
): { label: string; value: string } | string {
  if (value.trim() === '') return `${operator}: needs a value, for example ${example(operator)}`;
  if (negated && operator !== 'tag' && operator !== 'is') {
    return `${operator}: cannot be excluded with '-'; only tag: and is: can`;
  }
  switch (operator) {
    case 'tag': {
      (negated ? query.excludedTags : query.tags).push(value);
      return { label: `${negated ? 'Not tagged' : 'Tag'}: ${value}`, value };
    }
    case 'platform': {
      const platform = findPlatform(value);
      if (!platform) return `Unknown platform "${value}": use one of ${PLATFORMS.join(', ')}`;
      query.platforms.push(platform);
      return { label: `Platform: ${PLATFORM_LABELS[platform]}`, value: platform };
    }
    case 'topic': {
      const topic = findTopic(value);
      if (!topic) return `Unknown topic "${value}": use one of ${TOPICS.join(', ')}`;
      query.topics.push(topic);
      return { label: `Topic: ${topic}`, value: topic };
    }
    case 'is': {
      const state = value.toLowerCase();
      if (!(QUERY_STATES as readonly string[]).includes(state)) {
        return `Unknown is:${value}: use is:fav, is:unread, is:read or is:failed`;
      }
      if (state === 'fav' || state === 'favorite') query.state.favorite = !negated;
      else if (state === 'read') query.state.read = !negated;
      else if (state === 'unread') query.state.read = negated;
      else query.state.failed = !negated;
      return { label: `${negated ? 'Not ' : ''}${STATE_LABELS[state]}`, value: state };
    }
    case 'before':
    case 'after': {
      if (!validDay(value)) {
        return `${operator}:${value} is not a date: write it as YYYY-MM-DD, for example ${example(operator)}`;
      }
      query[operator] = value;
      return { label: `${operator === 'before' ? 'Before' : 'From'} ${value}`, value };
    }
  }
}

function example(operator: QueryOperator): string {
  const examples: Record<QueryOperator, string> = {
    tag: 'tag:ai',
    platform: 'platform:youtube',
    topic: 'topic:science',
    is: 'is:unread',
    before: 'before:2026-01-01',
    after: 'after:2026-01-01',
  };
  return examples[operator];
}

/** Reads what a person typed in the search box; a bad operator answers a message saying why. */
export function parseLibraryQuery(input: string): LibraryQueryResult {
  const query = emptyQuery();
  let text = '';
  let last = 0;
  for (const match of input.matchAll(OPERATOR_PATTERN)) {
    const lead = match[1] ?? '';
    const start = match.index + lead.length;
    const end = match.index + match[0].length;
    const operator = match[3]!.toLowerCase() as QueryOperator;
    const quoted = match[5];
    const value = (quoted ?? match[4] ?? '').trim();
    const applied = applyOperator(query, operator, match[2] === '-', value);
    if (typeof applied === 'string') return { ok: false, error: applied };
    query.chips.push({
      operator,
      negated: match[2] === '-',
      value: applied.value,
      label: applied.label,
      raw: input.slice(start, end),
      start,
      end,
    });
    text += `${input.slice(last, start)} `;
    last = end;
  }
  text += input.slice(last);
  query.text = text.replace(/\s+/g, ' ').trim();
  if (query.before && query.after && query.after >= query.before) {
    return {
      ok: false,
      error: `after:${query.after} is not earlier than before:${query.before}, so nothing could match`,
    };
  }
  return { ok: true, query };
}

/** The input without one chip's operator: what removing the chip leaves in the search box. */
export function withoutChip(input: string, chip: Pick<QueryChip, 'start' | 'end'>): string {
  return `${input.slice(0, chip.start)} ${input.slice(chip.end)}`.replace(/\s+/g, ' ').trim();
}

/** Whether the query filters at all (operators or words). */
export function isEmptyLibraryQuery(query: LibraryQuery): boolean {
  return query.text === '' && query.chips.length === 0;
}
