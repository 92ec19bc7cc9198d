import { extractFromJson, extractFromXml, type FeedData } from '@extractus/feed-extractor';

/** One entry of a fetched feed, as the poller needs it. */
export interface FeedDocumentEntry {
  /** The feed's own id for the entry (guid, Atom id, JSON Feed id), else its link. */
  id: string;
  link: string | null;
  title: string;
  /** The entry's text or summary, without markup, for the keyword filter. */
  text: string;
  published: Date | null;
}

export interface FeedDocument {
  title: string;
  siteUrl: string | null;
  /** RSS `ttl`: minutes the feed asks readers to wait between checks. */
  ttlMinutes: number | null;
  /** Newest first. */
  entries: FeedDocumentEntry[];
}

/** The body was fetched but is not a feed Vault can read. */
export class NotAFeedError extends Error {
  constructor(message = 'This address has no RSS, Atom or JSON Feed') {
    super(message);
    this.name = 'NotAFeedError';
  }
}

const JSON_FEED_VERSION = /^https?:\/\/jsonfeed\.org\/version\//;
const EMPTY_ATOM = /^(<\?xml[^>]*>\s*)?<feed\s[^>]*xmlns=["']http:\/\/www\.w3\.org\/2005\/Atom["']/;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function ttlOf(channel: Record<string, unknown>): { ttl: number | null } {
  const minutes = Number(channel.ttl);
  return { ttl: Number.isInteger(minutes) && minutes > 0 ? minutes : null };
}

function webLink(value: unknown): string | null {
  const candidate = text(value);
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function dateOf(value: unknown): Date | null {
  const parsed = Date.parse(text(value));
  return Number.isNaN(parsed) ? null : new Date(parsed);
}

/** Entries newest first when each has a date; otherwise in the feed's own order (newest first by custom). */
function newestFirst(entries: FeedDocumentEntry[]): FeedDocumentEntry[] {
  if (entries.some((entry) => entry.published === null)) return entries;
  return [...entries].sort((a, b) => b.published!.getTime() - a.published!.getTime());
}

function normalise(data: FeedData): FeedDocument {
  const entries = (data.entries ?? []).map((entry) => {
    const link = webLink(entry.link);
    return {
      id: text(entry.id) || link || '',
      link,
      title: text(entry.title),
      text: text(entry.description),
      published: dateOf(entry.published),
    };
  });
  return {
    title: text(data.title),
    siteUrl: webLink(data.link),
    ttlMinutes: typeof data.ttl === 'number' ? data.ttl : null,
    entries: newestFirst(entries.filter((entry) => entry.id !== '')),
  };
}

function parseJsonFeed(body: string, baseUrl: string): FeedDocument {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new NotAFeedError('The feed is not valid JSON');
  }
  const object = json as { version?: unknown; items?: unknown };
  if (
    typeof object !== 'object' ||
    object === null ||
    !JSON_FEED_VERSION.test(text(object.version))
  ) {
    throw new NotAFeedError();
  }
  if (!Array.isArray(object.items)) throw new NotAFeedError('The JSON Feed has no items list');
  return normalise(extractFromJson(object, { baseUrl, descriptionMaxLen: 0 }));
}

function parseXmlFeed(body: string, baseUrl: string): FeedDocument {
  try {
    return normalise(
      extractFromXml(body, { baseUrl, descriptionMaxLen: 0, getExtraFeedFields: ttlOf }),
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    // The parser recognises Atom by its entries: a new feed may have none yet.
    if (/Unrecognized/.test(message) && EMPTY_ATOM.test(body)) {
      return { title: '', siteUrl: null, ttlMinutes: null, entries: [] };
    }
    throw new NotAFeedError(
      /well-formed/.test(message) ? 'The feed is not well-formed XML' : undefined,
    );
  }
}

/** Reads RSS (0.9x, 1.0, 2.0), Atom or JSON Feed; throws NotAFeedError for anything else. */
export function parseFeedDocument(body: string, baseUrl: string): FeedDocument {
  const start = body.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('{')) return parseJsonFeed(start, baseUrl);
  if (start.startsWith('<')) return parseXmlFeed(start, baseUrl);
  throw new NotAFeedError();
}
