import { cleanText, type DomDocument } from '../dom.js';
import type { ExtractionMetadata } from '../extraction.types.js';
import { parseCount } from './counts.js';
import { at, cleanMultiline, isObject, isoDate, metaContent, stringAt } from './embedded-json.js';
import { oldRedditDiscussion } from './old-reddit-discussion.js';
import { redditDiscussion } from './reddit-discussion.js';
import { redditMedia } from './reddit-media.js';
import type { PlatformContext, PlatformExtractor, PlatformFields } from './platform-types.js';

function postTitle(title: string | null, subreddit: string | null): string | null {
  if (!title) return null;
  return subreddit ? `${title} : r/${subreddit}` : title;
}

/** New Reddit renders the post as `<shreddit-post>` with its facts as attributes. */
function fromPostElement(document: DomDocument): PlatformFields | null {
  const post = document.querySelector('shreddit-post');
  if (!post) return null;
  const subreddit = post.getAttribute('subreddit-prefixed-name')?.replace(/^r\//, '') ?? null;
  const metadata: ExtractionMetadata = {};
  const score = parseCount(post.getAttribute('score'));
  const comments = parseCount(post.getAttribute('comment-count'));
  const publishedAt = isoDate(post.getAttribute('created-timestamp'));
  if (score !== null) metadata.likes = score;
  if (comments !== null) metadata.comments = comments;
  if (publishedAt) metadata.publishedAt = publishedAt;
  if (subreddit) metadata.community = `r/${subreddit}`;
  const body = document.querySelector('shreddit-post [slot="text-body"]');
  return {
    title: postTitle(cleanText(post.getAttribute('post-title')), subreddit),
    author: cleanText(post.getAttribute('author')),
    text: cleanText(body?.textContent),
    metadata,
  };
}

/** Old Reddit marks the post as `.thing.link` with its facts as data attributes. */
function fromOldRedditThing(document: DomDocument): PlatformFields | null {
  const thing = document.querySelector('.thing.link[data-author]');
  if (!thing) return null;
  const subreddit = thing.getAttribute('data-subreddit');
  const metadata: ExtractionMetadata = {};
  const score = parseCount(thing.getAttribute('data-score'));
  const comments = parseCount(thing.getAttribute('data-comments-count'));
  const publishedAt =
    isoDate(thing.getAttribute('data-timestamp')) ??
    isoDate(thing.querySelector('time[datetime]')?.getAttribute('datetime'));
  if (score !== null) metadata.likes = score;
  if (comments !== null) metadata.comments = comments;
  if (publishedAt) metadata.publishedAt = publishedAt;
  if (subreddit) metadata.community = `r/${subreddit}`;
  const body = thing.querySelector('.usertext-body');
  return {
    title: postTitle(cleanText(thing.querySelector('a.title')?.textContent), subreddit),
    author: cleanText(thing.getAttribute('data-author')),
    text: cleanText(body?.textContent),
    metadata,
  };
}

/** Any Reddit page: its `<title>` ("Post : r/sub") and meta description are the post's own. */
function fromPageHead(document: DomDocument): PlatformFields {
  const title = cleanText(document.querySelector('title')?.textContent);
  const subreddit = / : r\/(\w+)$/.exec(title ?? '')?.[1];
  return {
    ...(title ? { title } : {}),
    description: cleanText(metaContent(document, 'description')),
    metadata: { siteName: 'Reddit', ...(subreddit ? { community: `r/${subreddit}` } : {}) },
  };
}

function previewImage(post: unknown): string | null {
  const source = stringAt(post, 'preview.images.0.source.url');
  if (source) return source.replace(/&amp;/g, '&');
  const thumbnail = stringAt(post, 'thumbnail');
  return thumbnail && /^https?:/.test(thumbnail) ? thumbnail : null;
}

/** The thread's public JSON (post and comments), fetched through the safe fetcher. */
async function threadJson(context: PlatformContext): Promise<unknown> {
  if (!context.fetchJson || !/\/comments\/\w+/.test(context.url.pathname)) return null;
  const path = context.url.pathname.replace(/\/$/, '');
  return context.fetchJson(new URL(`${path}.json`, context.endpoints.redditBase).href);
}

function fromJson(data: unknown): PlatformFields | null {
  const post = at(data, '0.data.children.0.data');
  if (!isObject(post)) return null;
  const subreddit = stringAt(post, 'subreddit');
  const text = cleanMultiline(stringAt(post, 'selftext'));
  const score = parseCount(at(post, 'score') as number | undefined);
  const comments = parseCount(at(post, 'num_comments') as number | undefined);
  const publishedAt = isoDate(at(post, 'created_utc'));
  return {
    title: postTitle(cleanText(stringAt(post, 'title')), subreddit),
    author: cleanText(stringAt(post, 'author')),
    text,
    description: cleanText(text?.split('\n\n')[0]),
    imageUrl: previewImage(post),
    metadata: {
      siteName: 'Reddit',
      mediaType: post.is_video === true ? 'video' : previewImage(post) ? 'image' : 'article',
      ...(subreddit ? { community: `r/${subreddit}` } : {}),
      ...(score !== null ? { likes: score } : {}),
      ...(comments !== null ? { comments } : {}),
      ...(publishedAt ? { publishedAt } : {}),
    },
  };
}

/** Reddit: the post's public JSON when reachable, over what the page itself states. */
export const extractReddit: PlatformExtractor = async (context) => {
  const head = context.document ? fromPageHead(context.document) : {};
  const element = context.document
    ? (fromPostElement(context.document) ?? fromOldRedditThing(context.document))
    : null;
  const page: PlatformFields = {
    ...head,
    ...Object.fromEntries(Object.entries(element ?? {}).filter(([, value]) => value)),
    metadata: { ...head.metadata, ...element?.metadata },
  };
  const complete = page.metadata?.likes !== undefined && page.metadata.comments !== undefined;
  // The discussion lives only in the JSON, so a thread's JSON is fetched even for a complete page.
  const data = await threadJson(context).catch(() => null);
  const discussion =
    redditDiscussion(data) ?? (context.document ? oldRedditDiscussion(context.document) : null);
  const media = redditMedia(at(data, '0.data.children.0.data'));
  const withDiscussion = {
    ...page,
    ...(discussion ? { discussion } : {}),
    ...(media.length ? { media } : {}),
  };
  const json = complete ? null : fromJson(data);
  if (!json) return withDiscussion;
  return { ...withDiscussion, ...json, metadata: { ...page.metadata, ...json.metadata } };
};
