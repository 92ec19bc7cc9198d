import { cleanText } from '../dom.js';
import type { ExtractionMetadata } from '../extraction.types.js';
import { parseCount } from './counts.js';
import { isoDate, jsonLdNodes, metaContent, stringAt, type JsonObject } from './embedded-json.js';
import { interactionCounts } from './interaction-statistics.js';
import { linkedinMedia } from './linkedin-media.js';
import type { PlatformContext, PlatformExtractor, PlatformFields } from './platform-types.js';

const POST_TYPES = /SocialMediaPosting|DiscussionForumPosting|Article|NewsArticle|VideoObject/;

function typeOf(node: JsonObject): string {
  const type = node['@type'];
  return Array.isArray(type) ? type.join(' ') : typeof type === 'string' ? type : '';
}

/** Addresses of one post or article rather than a company, profile or listing. */
function isPostUrl(url: URL): boolean {
  return /^\/(posts|feed\/update|pulse|embed\/feed\/update)\//.test(url.pathname);
}

function isArticleUrl(url: URL): boolean {
  return url.pathname.startsWith('/pulse/');
}

/** LinkedIn: the post's JSON-LD, its title's author segment, and the counts the page shows. */
export const extractLinkedin: PlatformExtractor = (context) => Promise.resolve(fromPage(context));

function fromPage(context: PlatformContext): PlatformFields {
  const document = context.document;
  if (!document) return {};
  const fields: PlatformFields = { metadata: {} };
  const post = jsonLdNodes(document).find((node) => POST_TYPES.test(typeOf(node)));
  if (post) {
    const author = cleanText(stringAt(post, 'author.name'));
    const text = cleanText(stringAt(post, 'articleBody') ?? stringAt(post, 'text'));
    const publishedAt = isoDate(stringAt(post, 'datePublished'));
    if (author) fields.author = author;
    // An article keeps the generic extractor's paragraphs; a post is its structured text.
    if (text && !isArticleUrl(context.url)) fields.text = text;
    if (isArticleUrl(context.url)) fields.metadata = { ...fields.metadata, mediaType: 'article' };
    const media = linkedinMedia(post);
    if (media.length) fields.media = media;
    fields.metadata = {
      ...fields.metadata,
      ...interactionCounts(post),
      ...(publishedAt ? { publishedAt } : {}),
    };
  }
  // Articles title themselves "Headline | Author | LinkedIn".
  if (!fields.author) {
    const segments = (cleanText(document.querySelector('title')?.textContent) ?? '').split(' | ');
    if (segments.length === 3 && segments[2] === 'LinkedIn' && isPostUrl(context.url)) {
      fields.author = segments[1] ?? null;
    }
  }
  // Logged-out pages mark each post's counts as data attributes; the first is the page's post.
  if (isPostUrl(context.url)) {
    const metadata: ExtractionMetadata = fields.metadata ?? {};
    const reactions = parseCount(
      document.querySelector('[data-num-reactions]')?.getAttribute('data-num-reactions'),
    );
    const comments = parseCount(
      document.querySelector('[data-num-comments]')?.getAttribute('data-num-comments'),
    );
    if (reactions !== null && metadata.likes === undefined) metadata.likes = reactions;
    if (comments !== null && metadata.comments === undefined) metadata.comments = comments;
    fields.metadata = metadata;
  }
  const ogTitle = cleanText(metaContent(document, 'og:title'));
  if (ogTitle) fields.title = ogTitle;
  return fields;
}
