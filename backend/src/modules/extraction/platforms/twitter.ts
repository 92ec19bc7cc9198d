import { absoluteHttpUrl, all, cleanText, type DomDocument, type DomElement } from '../dom.js';
import type { ExtractionMetadata } from '../extraction.types.js';
import { labelledCounts, parseCount } from './counts.js';
import type { ThreadPost } from '@vault/contracts';
import {
  assignedJson,
  at,
  isObject,
  isoDate,
  metaContent,
  stringAt,
  type JsonObject,
} from './embedded-json.js';
import type { PlatformContext, PlatformExtractor, PlatformFields } from './platform-types.js';
import { renderedThread } from './twitter-dom-thread.js';
import {
  syndicationSource,
  threadFromStore,
  toThreadPost,
  tweetStore,
  type TweetSource,
} from './twitter-thread.js';

// Labels of the tweet's action bar ("3 replies, 1 repost, 7 likes, 3692 views") by metadata key.
const ENGAGEMENT_LABELS: ReadonlyArray<readonly [keyof ExtractionMetadata, RegExp]> = [
  ['comments', /^(repl(y|ies)|respuestas?|réponses?|antworten|risposte|respostas?)$/],
  ['shares', /^(reposts?|retweets?|retuits?|republicaciones|partages)$/],
  ['likes', /^(likes?|me gusta|j[’']aime|gefällt mir|mi piace|curtidas?)$/],
  ['views', /^(views?|visualizaciones|vues|aufrufe|visualizzazioni|visualizações)$/],
];

export function tweetId(url: URL): string | null {
  return /\/status(?:es)?\/(\d{5,25})/.exec(url.pathname)?.[1] ?? null;
}

/** The account name in the address (`x.com/<handle>/…`), unless the path is an app route. */
function handleOf(url: URL): string | null {
  const first = url.pathname.split('/').filter(Boolean)[0];
  if (!first || !/^\w{1,15}$/.test(first)) return null;
  return ['i', 'home', 'search', 'explore', 'hashtag', 'intent', 'share'].includes(first)
    ? null
    : first;
}

/** `Name on X: "text" / X` (a post's page title) → name and text. */
function splitPostTitle(title: string | null): { name: string; text: string } | null {
  const match = /^(.+) on (?:X|Twitter): "([\s\S]*)" \/ (?:X|Twitter)$/.exec(title ?? '');
  return match?.[1] && match[2] !== undefined ? { name: match[1].trim(), text: match[2] } : null;
}

/** `Name (@handle) on X` or `Name (@handle) / X` → name and handle. */
function splitAccountTitle(title: string | null): { name: string; handle: string } | null {
  const match = /^(.+?) \(@(\w{1,15})\)(?: on (?:X|Twitter)| \/ (?:X|Twitter))$/.exec(title ?? '');
  return match?.[1] && match[2] ? { name: match[1].trim(), handle: match[2] } : null;
}

function engagementOf(article: DomElement | null): ExtractionMetadata {
  const group = article?.querySelector('[role="group"][aria-label]');
  const counts = labelledCounts(group?.getAttribute('aria-label') ?? '');
  const metadata: ExtractionMetadata = {};
  for (const [label, value] of counts) {
    const key = ENGAGEMENT_LABELS.find(([, pattern]) => pattern.test(label))?.[0];
    if (key && metadata[key] === undefined) Object.assign(metadata, { [key]: value });
  }
  return metadata;
}

function firstText(root: DomElement | DomDocument | null, selector: string): string | null {
  return cleanText(root?.querySelector(selector)?.textContent);
}

/** The media shown in the tweet: a video's poster, a photo or a link card's image. */
function mediaOf(article: DomElement, base: string): { image: string | null; video: boolean } {
  const video = article.querySelector('video[poster]');
  if (video) return { image: absoluteHttpUrl(video.getAttribute('poster'), base), video: true };
  const photo =
    article.querySelector('[data-testid="tweetPhoto"] img[src]') ??
    article.querySelector('[data-testid^="card"] img[src]');
  return { image: absoluteHttpUrl(photo?.getAttribute('src'), base), video: false };
}

/**
 * X serves every profile picture in fixed sizes named in the file (`_normal` 48 px, `_bigger`
 * 73 px, `_200x200`, `_400x400`); pages and share tags name small ones. A card shows the
 * 400 px one, which exists for every picture.
 */
export function largestAvatar(url: string | null | undefined): string | null {
  if (!url) return null;
  return url.replace(
    /^(https:\/\/pbs\.twimg\.com\/profile_images\/\d+\/[\w-]+)_(?:normal|bigger|mini|200x200)(\.\w+)$/,
    '$1_400x400$2',
  );
}

/** The displayed name in a `User-Name` block ("Name@handle·date"): the text before the handle. */
function displayName(block: DomElement | null | undefined): string | null {
  return cleanText(block?.textContent?.split('@')[0]);
}

/** The post the address names: its own article in a conversation, else the first one. */
function mainArticle(context: PlatformContext, document: DomDocument): DomElement | null {
  const articles = all(document, 'article[data-testid="tweet"]');
  const id = tweetId(context.url);
  const own = id
    ? articles.find((article) => article.querySelector(`a[href*="/status/${id}"]`))
    : undefined;
  return own ?? articles[0] ?? null;
}

/** A saved, rendered post page: the main article carries text, author, time and counts. */
function fromPostPage(context: PlatformContext, document: DomDocument): PlatformFields | null {
  const article = mainArticle(context, document);
  const fromTitle =
    splitPostTitle(cleanText(metaContent(document, 'og:title'))) ??
    splitPostTitle(cleanText(document.querySelector('title')?.textContent));
  if (!article && !fromTitle) return null;
  const handle = handleOf(context.url);
  const name =
    fromTitle?.name ??
    displayName(article?.querySelector('[data-testid="User-Name"]')) ??
    (handle ? `@${handle}` : null);
  const text = cleanText(fromTitle?.text) ?? firstText(article, '[data-testid="tweetText"]');
  const media = article ? mediaOf(article, context.url.href) : { image: null, video: false };
  const publishedAt = isoDate(article?.querySelector('time[datetime]')?.getAttribute('datetime'));
  const thread = renderedThread(document, tweetId(context.url), context.url.href, engagementOf);
  return {
    title: name && handle ? `${name} (@${handle}) on X` : name,
    author: name,
    text,
    description: text,
    imageUrl: media.image,
    // A rendered single post keeps the text read above; a thread's text is all its posts.
    ...threadFields(thread, { singleText: false }),
    metadata: {
      mediaType: media.video ? 'video' : 'article',
      siteName: 'X',
      ...(handle ? { authorHandle: handle } : {}),
      ...(publishedAt ? { publishedAt } : {}),
      ...engagementOf(article),
    },
  };
}

/** A saved profile page: name, bio and avatar. */
function fromProfilePage(context: PlatformContext, document: DomDocument): PlatformFields | null {
  const header = document.querySelector('[data-testid="UserName"]');
  const fromTitle = splitAccountTitle(cleanText(document.querySelector('title')?.textContent));
  if (!header && !fromTitle) return null;
  const handle = handleOf(context.url) ?? fromTitle?.handle ?? null;
  // The title keeps emoji that the rendered name shows as images.
  const name = fromTitle?.name ?? firstText(header, 'span') ?? null;
  const avatar = document.querySelector('a[href$="/photo"] img[src]');
  const bio = firstText(document, '[data-testid="UserDescription"]');
  return {
    title: name && handle ? `${name} (@${handle}) on X` : name,
    author: name,
    // The bio is the profile's text; the timeline below it is not.
    text: bio,
    description: bio,
    imageUrl: largestAvatar(absoluteHttpUrl(avatar?.getAttribute('src'), context.url.href)),
    metadata: {
      mediaType: 'profile',
      siteName: 'X',
      ...(handle ? { authorHandle: handle } : {}),
    },
  };
}

/** Server-rendered share pages with Open Graph tags only ("Name (@handle) on X"). */
function fromOpenGraph(context: PlatformContext, document: DomDocument): PlatformFields | null {
  const account = splitAccountTitle(metaContent(document, 'og:title'));
  if (!account) return null;
  // The share image of an account or post page is the account's picture.
  const image = largestAvatar(absoluteHttpUrl(metaContent(document, 'og:image'), context.url.href));
  return {
    title: `${account.name} (@${handleOf(context.url) ?? account.handle}) on X`,
    author: account.name,
    ...(image ? { imageUrl: image } : {}),
    metadata: { siteName: 'X', authorHandle: account.handle },
  };
}

/** The token the embed widget sends with a tweet id (derived from the id, no secret). */
export function syndicationToken(id: string): string {
  return ((Number(id) / 1e15) * Math.PI).toString(36).replace(/(0+|\.)/g, '');
}

async function syndicationTweet(context: PlatformContext, id: string): Promise<JsonObject | null> {
  if (!context.fetchJson) return null;
  const endpoint = new URL('/tweet-result', context.endpoints.twitterSyndicationBase);
  endpoint.searchParams.set('id', id);
  endpoint.searchParams.set('token', syndicationToken(id));
  endpoint.searchParams.set('lang', 'en');
  const data = await context.fetchJson(endpoint.href);
  return isObject(data) && typeof data.text === 'string' ? data : null;
}

/** Requests for earlier posts of a thread, each answer naming the post before it. */
const MAX_THREAD_FETCHES = 25;

/**
 * The thread up to the saved post from the embed's answers: each names the post it replies to
 * (`parent`), so the same author's chain is followed back one request at a time.
 */
async function syndicationThread(
  context: PlatformContext,
  data: JsonObject,
): Promise<TweetSource[]> {
  const handle = stringAt(data, 'user.screen_name');
  const thread: TweetSource[] = [syndicationSource(data)];
  let current = data;
  for (let fetches = 0; fetches < MAX_THREAD_FETCHES; fetches += 1) {
    const parent = isObject(current.parent) ? current.parent : null;
    if (!parent || !handle || stringAt(parent, 'user.screen_name') !== handle) break;
    const parentId = stringAt(parent, 'id_str');
    // The parent's own answer names its parent; an embedded parent without one ends the chain.
    const full = parentId ? await syndicationTweet(context, parentId).catch(() => null) : null;
    current = full ?? parent;
    thread.unshift(syndicationSource(current));
    if (!full) break;
  }
  return thread;
}

async function fromSyndication(context: PlatformContext): Promise<PlatformFields | null> {
  const id = tweetId(context.url);
  if (!context.fetchJson || !id) return null;
  const data = await syndicationTweet(context, id);
  if (!data) return null;
  const name = cleanText(stringAt(data, 'user.name'));
  const handle = stringAt(data, 'user.screen_name');
  const text = cleanText(data.text);
  const video = isObject(data.video);
  const image =
    stringAt(data, 'video.poster') ??
    stringAt(data, 'mediaDetails.0.media_url_https') ??
    stringAt(data, 'photos.0.url') ??
    stringAt(data, 'card.binding_values.thumbnail_image_large.image_value.url');
  const counts: ExtractionMetadata = {};
  const likes = parseCount(at(data, 'favorite_count') as number | undefined);
  const replies = parseCount(at(data, 'conversation_count') as number | undefined);
  const reposts = parseCount(at(data, 'retweet_count') as number | undefined);
  const views = parseCount(at(data, 'views_count') as number | undefined);
  if (likes !== null) counts.likes = likes;
  if (replies !== null) counts.comments = replies;
  if (reposts !== null) counts.shares = reposts;
  if (views !== null) counts.views = views;
  const publishedAt = isoDate(data.created_at);
  const thread = await syndicationThread(context, data);
  return {
    title: name && handle ? `${name} (@${handle}) on X` : name,
    author: name,
    text,
    description: text,
    imageUrl: image,
    ...threadFields(thread.map(toThreadPost)),
    metadata: {
      mediaType: video ? 'video' : 'article',
      siteName: 'X',
      ...(handle ? { authorHandle: handle } : {}),
      ...(publishedAt ? { publishedAt } : {}),
      ...counts,
    },
  };
}

/**
 * The thread as the item keeps it: the posts, every post's words as the searchable text, and
 * every file of the thread (quoted posts' too) in one list for media storage.
 */
function threadFields(posts: ThreadPost[], options = { singleText: true }): PlatformFields {
  if (posts.length === 0) return {};
  const media = posts.flatMap((post) => [...post.media, ...(post.quoted?.media ?? [])]);
  const text = posts
    .map((post) => post.text)
    .filter(Boolean)
    .join('\n\n');
  const single = posts.length === 1 && !posts[0]!.quoted;
  return {
    ...(single ? {} : { thread: posts }),
    ...(media.length ? { media } : {}),
    ...(text && (!single || options.singleText) ? { text } : {}),
  };
}

/** The thread from the web app's store a signed-in snapshot carries. */
function fromStore(context: PlatformContext): PlatformFields | null {
  const id = tweetId(context.url);
  if (!context.document || !id) return null;
  const store = tweetStore(assignedJson(context.document, '__INITIAL_STATE__'));
  const thread = store ? threadFromStore(store, id) : [];
  if (thread.length === 0) return null;
  const main = toThreadPost(
    thread.find((source) => stringAt(source.tweet, 'id_str') === id) ?? thread[0]!,
  );
  const publishedAt = main.createdAt;
  const counts = {
    ...(main.likes !== null ? { likes: main.likes } : {}),
    ...(main.replies !== null ? { comments: main.replies } : {}),
    ...(main.reposts !== null ? { shares: main.reposts } : {}),
    ...(main.views !== null ? { views: main.views } : {}),
  };
  const lead = main.media[0];
  return {
    title: main.author && main.authorHandle ? `${main.author} (@${main.authorHandle}) on X` : null,
    author: main.author,
    description: main.text || null,
    imageUrl: lead ? (lead.kind === 'image' ? lead.originalUrl : (lead.posterUrl ?? null)) : null,
    ...threadFields(thread.map(toThreadPost)),
    metadata: {
      mediaType: lead?.kind === 'video' ? 'video' : 'article',
      siteName: 'X',
      ...(main.authorHandle ? { authorHandle: main.authorHandle } : {}),
      ...(publishedAt ? { publishedAt } : {}),
      ...counts,
    },
  };
}

function longer<T>(a: T[] | null | undefined, b: T[] | null | undefined): T[] | undefined {
  return (b?.length ?? 0) > (a?.length ?? 0) ? (b ?? undefined) : (a ?? undefined);
}

/**
 * The snapshot and the endpoint together, the richer one winning field by field: the longer
 * thread and its text, the longer media list, each present value over a missing one.
 */
function richer(page: PlatformFields | null, endpoint: PlatformFields | null): PlatformFields {
  if (!endpoint) return page ?? {};
  if (!page) return endpoint;
  const merged: PlatformFields = { ...endpoint };
  for (const [key, value] of Object.entries(page) as Array<[keyof PlatformFields, unknown]>) {
    if (value !== null && value !== undefined && value !== '')
      Object.assign(merged, { [key]: value });
  }
  const pageThread = page.thread?.length ?? (page.text ? 1 : 0);
  const endpointThread = endpoint.thread?.length ?? (endpoint.text ? 1 : 0);
  if (endpointThread > pageThread) {
    merged.thread = endpoint.thread ?? null;
    merged.text = endpoint.text ?? page.text ?? null;
  }
  const media = longer(page.media, endpoint.media);
  if (media) merged.media = media;
  merged.metadata = { ...endpoint.metadata, ...page.metadata };
  return merged;
}

/** X/Twitter: the saved page's own post or profile data, else the embed's public tweet data. */
export const extractTwitter: PlatformExtractor = async (context) => {
  const document = context.document;
  const isPost = tweetId(context.url) !== null;
  const store = isPost ? fromStore(context) : null;
  const rendered = document
    ? isPost
      ? fromPostPage(context, document)
      : fromProfilePage(context, document)
    : null;
  const fromPage = store ? richer(rendered, store) : rendered;
  // A profile page is complete; a post page's thread may continue beyond what it shows.
  if (fromPage && !isPost) return fromPage;
  const fromEndpoint = isPost ? await fromSyndication(context).catch(() => null) : null;
  const fallback = document ? fromOpenGraph(context, document) : null;
  const merged = richer(
    fromPage?.metadata?.publishedAt ? fromPage : { ...fallback, ...fromPage },
    fromEndpoint,
  );
  const imageUrl = fromEndpoint?.imageUrl ?? fromPage?.imageUrl ?? fallback?.imageUrl ?? null;
  return {
    ...merged,
    imageUrl: fromPage?.metadata?.publishedAt ? (fromPage.imageUrl ?? imageUrl) : imageUrl,
  };
};
