import type { PostMedia, ThreadPost } from '@vault/contracts';
import {
  absoluteHttpUrl,
  all,
  cleanText,
  inside,
  type DomDocument,
  type DomElement,
} from '../dom.js';
import { cleanMultiline, isoDate } from './embedded-json.js';

/** Engagement the action bar states, by the post's own label ("3 replies, 7 likes"). */
export type EngagementReader = (article: DomElement) => {
  likes?: number;
  comments?: number;
  shares?: number;
  views?: number;
};

/** The quoted post's box inside a post: a link-role block with its own author line. */
function quoteBox(article: DomElement): DomElement | null {
  const names = all(article, '[data-testid="User-Name"]');
  for (const name of names.slice(1)) {
    const box = name.closest('[role="link"]');
    if (box && box !== article) return box;
  }
  return null;
}

function outside(elements: DomElement[], box: DomElement | null): DomElement[] {
  return box ? elements.filter((element) => !inside(element, box)) : elements;
}

function handleIn(block: DomElement | null | undefined): string | null {
  for (const link of block ? all(block, 'a[href^="/"]') : []) {
    const handle = /^\/(\w{1,15})\/?$/.exec(link.getAttribute('href') ?? '')?.[1];
    if (handle) return handle;
  }
  return null;
}

/** X serves photos in named sizes; `name=large` is the largest every photo has. */
function largePhoto(url: string): string {
  return url.replace(/([?&]name=)\w+/, '$1large');
}

function mediaIn(root: DomElement, box: DomElement | null, base: string): PostMedia[] {
  const media: PostMedia[] = [];
  for (const image of outside(all(root, '[data-testid="tweetPhoto"] img[src]'), box)) {
    const url = absoluteHttpUrl(image.getAttribute('src'), base);
    const alt = cleanText(image.getAttribute('alt'));
    if (url) {
      media.push({
        kind: 'image',
        originalUrl: largePhoto(url),
        storedUrl: null,
        notKeptReason: null,
        ...(alt && alt !== 'Image' ? { alt } : {}),
      });
    }
  }
  for (const video of outside(all(root, 'video'), box)) {
    // The player streams from `blob:` addresses; only a file address can be kept.
    const source =
      video.getAttribute('src') ?? video.querySelector('source[src]')?.getAttribute('src');
    const url = absoluteHttpUrl(source, base);
    const poster = absoluteHttpUrl(video.getAttribute('poster'), base);
    if (url) {
      media.push({
        kind: 'video',
        originalUrl: url,
        storedUrl: null,
        notKeptReason: null,
        ...(poster ? { posterUrl: poster } : {}),
      });
    }
  }
  return media;
}

function postIn(
  root: DomElement,
  box: DomElement | null,
  base: string,
  engagement: EngagementReader | null,
): ThreadPost | null {
  const nameBlock = outside(all(root, '[data-testid="User-Name"]'), box)[0];
  const handle = handleIn(nameBlock);
  if (!handle) return null;
  const time = outside(all(root, 'time[datetime]'), box)[0];
  const statusLink =
    time?.closest('a[href*="/status/"]') ??
    outside(all(root, `a[href*="/${handle}/status/"]`), box)[0] ??
    null;
  const id = /\/status\/(\d+)/.exec(statusLink?.getAttribute('href') ?? '')?.[1] ?? '';
  const textBlock = outside(all(root, '[data-testid="tweetText"]'), box)[0];
  const counts = engagement ? engagement(root) : {};
  const quotedBox = box ? quoteBox(box) : null;
  return {
    id,
    url: id ? `https://x.com/${handle}/status/${id}` : null,
    author: cleanText(nameBlock?.textContent?.split('@')[0]),
    authorHandle: handle,
    text: cleanMultiline(textBlock?.textContent) ?? '',
    createdAt: isoDate(time?.getAttribute('datetime')),
    likes: counts.likes ?? null,
    replies: counts.comments ?? null,
    reposts: counts.shares ?? null,
    views: counts.views ?? null,
    media: mediaIn(root, box, base),
    quoted: box ? postIn(box, quotedBox, base, null) : null,
  };
}

/**
 * The thread as a rendered conversation shows it (the extension's signed-in snapshot): the
 * saved post's article and the articles right before and after it by the same account, in page
 * order. The first article by anyone else ends the thread on either side.
 */
export function renderedThread(
  document: DomDocument,
  postId: string | null,
  base: string,
  engagement: EngagementReader,
): ThreadPost[] {
  const posts = all(document, 'article[data-testid="tweet"]')
    .map((article) => postIn(article, quoteBox(article), base, engagement))
    .filter((post): post is ThreadPost => post !== null);
  const mainIndex = Math.max(
    0,
    posts.findIndex((post) => post.id === postId),
  );
  const main = posts[mainIndex];
  if (!main) return [];
  let first = mainIndex;
  while (first > 0 && posts[first - 1]!.authorHandle === main.authorHandle) first -= 1;
  let last = mainIndex;
  while (last < posts.length - 1 && posts[last + 1]!.authorHandle === main.authorHandle) last += 1;
  return posts.slice(first, last + 1);
}
