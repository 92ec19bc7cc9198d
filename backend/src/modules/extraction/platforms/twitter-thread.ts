import { LIMITS, type PostMedia, type ThreadPost } from '@vault/contracts';
import { cleanMultiline, isObject, isoDate, stringAt, type JsonObject } from './embedded-json.js';
import { parseCount } from './counts.js';

/**
 * X's post objects in the two JSON forms Vault reads: the embed's syndication answer
 * (`tweet-result`: `text`, `user`, `mediaDetails`, `conversation_count`, `parent`,
 * `quoted_tweet`) and the web app's own store (`legacy` tweets: `full_text`,
 * `extended_entities.media`, `reply_count`, `quoted_status_id_str`, users kept apart by id).
 */
export interface TweetSource {
  tweet: JsonObject;
  /** The author object when the tweet names its author by id only (the web app's store). */
  user: JsonObject | null;
  /** The quoted post, resolved. */
  quoted: TweetSource | null;
}

interface VideoVariant {
  url: string;
  bitrate: number;
}

function numberOf(value: unknown): number | null {
  return parseCount(typeof value === 'number' || typeof value === 'string' ? value : null);
}

/**
 * The video file to keep: the highest bitrate whose estimated size (bitrate × duration) fits
 * the media size cap; the smallest one when none does; the best when the length is unknown.
 */
export function bestVideoVariant(variants: unknown, durationMs: number | null): string | null {
  if (!Array.isArray(variants)) return null;
  const mp4: VideoVariant[] = variants
    .filter(isObject)
    .filter((variant) => stringAt(variant, 'content_type') === 'video/mp4')
    .map((variant) => ({
      url: stringAt(variant, 'url') ?? '',
      bitrate: numberOf(variant.bitrate) ?? 0,
    }))
    .filter((variant) => variant.url.startsWith('https://') || variant.url.startsWith('http://'))
    .sort((a, b) => b.bitrate - a.bitrate);
  if (mp4.length === 0) return null;
  if (!durationMs) return mp4[0]!.url;
  const fits = mp4.find(
    (variant) => (variant.bitrate / 8) * (durationMs / 1000) <= LIMITS.mediaMaxBytes,
  );
  return (fits ?? mp4[mp4.length - 1]!).url;
}

function mediaItem(entry: JsonObject): PostMedia | null {
  const type = stringAt(entry, 'type');
  const still = stringAt(entry, 'media_url_https');
  const width = numberOf(entry.original_info && (entry.original_info as JsonObject).width);
  const height = numberOf(entry.original_info && (entry.original_info as JsonObject).height);
  const alt = stringAt(entry, 'ext_alt_text');
  const size = {
    ...(width !== null ? { width } : {}),
    ...(height !== null ? { height } : {}),
    ...(alt ? { alt } : {}),
  };
  if (type === 'photo' && still) {
    return { kind: 'image', originalUrl: still, storedUrl: null, notKeptReason: null, ...size };
  }
  if (type === 'video' || type === 'animated_gif') {
    const info = isObject(entry.video_info) ? entry.video_info : {};
    const durationMs = numberOf(info.duration_millis);
    const url = bestVideoVariant(info.variants, durationMs);
    if (!url) return null;
    return {
      kind: 'video',
      originalUrl: url,
      storedUrl: null,
      notKeptReason: null,
      mimeType: 'video/mp4',
      ...(still ? { posterUrl: still } : {}),
      ...(durationMs ? { duration: Math.round(durationMs / 1000) } : {}),
      ...size,
    };
  }
  return null;
}

function mediaOf(tweet: JsonObject): PostMedia[] {
  const lists = [tweet.mediaDetails, (tweet.extended_entities as JsonObject | undefined)?.media];
  const list = lists.find(Array.isArray) as unknown[] | undefined;
  return (list ?? [])
    .filter(isObject)
    .map(mediaItem)
    .filter((item): item is PostMedia => item !== null);
}

/** The post's words: links expanded, the trailing link to its own media left out. */
export function tweetText(tweet: JsonObject): string {
  const raw = stringAt(tweet, 'full_text') ?? stringAt(tweet, 'text') ?? '';
  const range = Array.isArray(tweet.display_text_range) ? tweet.display_text_range : null;
  const characters = Array.from(raw);
  const shown =
    range && typeof range[0] === 'number' && typeof range[1] === 'number'
      ? characters.slice(range[0], range[1]).join('')
      : raw;
  const urls = Array.isArray((tweet.entities as JsonObject | undefined)?.urls)
    ? ((tweet.entities as JsonObject).urls as unknown[]).filter(isObject)
    : [];
  let text = shown;
  for (const link of urls) {
    const short = stringAt(link, 'url');
    const expanded = stringAt(link, 'expanded_url');
    if (short && expanded) text = text.split(short).join(expanded);
  }
  const decoded = text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  return cleanMultiline(decoded) ?? '';
}

function idOf(tweet: JsonObject): string {
  return stringAt(tweet, 'id_str') ?? stringAt(tweet, 'rest_id') ?? '';
}

export function authorHandleOf(source: TweetSource): string | null {
  return stringAt(source.user ?? source.tweet, source.user ? 'screen_name' : 'user.screen_name');
}

/** One post as the detail page shows it. */
export function toThreadPost(source: TweetSource): ThreadPost {
  const { tweet } = source;
  const handle = authorHandleOf(source);
  const id = idOf(tweet);
  const views = numberOf(stringAt(tweet, 'ext_views.count') ?? stringAt(tweet, 'views.count'));
  return {
    id,
    url: handle && id ? `https://x.com/${handle}/status/${id}` : null,
    author: stringAt(source.user ?? tweet, source.user ? 'name' : 'user.name'),
    authorHandle: handle,
    text: tweetText(tweet),
    createdAt: isoDate(tweet.created_at),
    likes: numberOf(tweet.favorite_count),
    replies: numberOf(tweet.reply_count ?? tweet.conversation_count),
    reposts: numberOf(tweet.retweet_count),
    views,
    media: mediaOf(tweet),
    quoted: source.quoted ? toThreadPost(source.quoted) : null,
  };
}

/** A syndication answer (or its `parent`/`quoted_tweet`) as a source. */
export function syndicationSource(tweet: JsonObject): TweetSource {
  const quoted = isObject(tweet.quoted_tweet) ? syndicationSource(tweet.quoted_tweet) : null;
  return { tweet, user: null, quoted };
}

/** The web app's store (`__INITIAL_STATE__.entities`): tweets and users kept by id. */
export interface TweetStore {
  tweets: Map<string, JsonObject>;
  users: Map<string, JsonObject>;
}

export function storeSource(store: TweetStore, id: string): TweetSource | null {
  const tweet = store.tweets.get(id);
  if (!tweet) return null;
  const user = store.users.get(stringAt(tweet, 'user') ?? stringAt(tweet, 'user_id_str') ?? '');
  const quotedId = stringAt(tweet, 'quoted_status_id_str') ?? stringAt(tweet, 'quoted_status');
  const quoted = quotedId && quotedId !== id ? storeSource(store, quotedId) : null;
  return { tweet, user: user ?? null, quoted };
}

/**
 * The thread the post belongs to in the web app's store: its same-author ancestors, the post,
 * then each same-author reply to the last one kept, in order. Replies by anyone else, and the
 * author's replies to them, are not the thread.
 */
export function threadFromStore(store: TweetStore, id: string, max = 50): TweetSource[] {
  const main = storeSource(store, id);
  if (!main) return [];
  const author = stringAt(main.tweet, 'user') ?? stringAt(main.tweet, 'user_id_str');
  const sameAuthor = (tweet: JsonObject | undefined): tweet is JsonObject =>
    tweet !== undefined && (stringAt(tweet, 'user') ?? stringAt(tweet, 'user_id_str')) === author;
  const before: TweetSource[] = [];
  let parentId = stringAt(main.tweet, 'in_reply_to_status_id_str');
  while (parentId && before.length < max && sameAuthor(store.tweets.get(parentId))) {
    before.unshift(storeSource(store, parentId)!);
    parentId = stringAt(store.tweets.get(parentId)!, 'in_reply_to_status_id_str');
  }
  const after: TweetSource[] = [];
  let current = id;
  while (after.length < max) {
    const next = [...store.tweets.values()]
      .filter(
        (tweet) => sameAuthor(tweet) && stringAt(tweet, 'in_reply_to_status_id_str') === current,
      )
      .sort((a, b) => idOf(a).length - idOf(b).length || idOf(a).localeCompare(idOf(b)))[0];
    if (!next) break;
    current = idOf(next);
    after.push(storeSource(store, current)!);
  }
  return [...before, main, ...after];
}

/** The web app's store in a signed-in snapshot, when the page carries it. */
export function tweetStore(state: JsonObject | null): TweetStore | null {
  const tweets = (state?.entities as JsonObject | undefined)?.tweets;
  const users = (state?.entities as JsonObject | undefined)?.users;
  const byId = (value: unknown): Map<string, JsonObject> => {
    const entities = isObject(value) && isObject(value.entities) ? value.entities : {};
    return new Map(
      Object.entries(entities).filter((entry): entry is [string, JsonObject] => isObject(entry[1])),
    );
  };
  const store = { tweets: byId(tweets), users: byId(users) };
  return store.tweets.size > 0 ? store : null;
}
