import { all, cleanText } from '../dom.js';
import { parseCount } from './counts.js';
import {
  assignedJson,
  findObject,
  isObject,
  jsonLdNodes,
  metaContent,
  stringAt,
  type JsonObject,
} from './embedded-json.js';
import type { PlatformContext, PlatformExtractor, PlatformFields } from './platform-types.js';

const READ_TIME = /(\d+)\s*min read/i;

/** Medium: author, publication, claps and the reading time Medium itself states. */
export const extractMedium: PlatformExtractor = (context) => Promise.resolve(fromPage(context));

/** The story the address names (`…-<post id>`), among the state's recommended ones. */
function ownPost(state: JsonObject | null, url: URL): JsonObject | null {
  const id = /[-/]([0-9a-f]{8,16})\/?$/.exec(url.pathname)?.[1];
  const post = id && state ? state[`Post:${id}`] : null;
  return isObject(post) ? post : null;
}

function fromPage(context: PlatformContext): PlatformFields {
  const document = context.document;
  if (!document) return {};
  const fields: PlatformFields = { metadata: { mediaType: 'article' } };
  const article = jsonLdNodes(document).find(
    (node) => typeof node['@type'] === 'string' && node['@type'].includes('Article'),
  );
  const author =
    cleanText(metaContent(document, 'author')) ?? cleanText(stringAt(article, 'author.name'));
  if (author) fields.author = author;
  const publication = cleanText(stringAt(article, 'publisher.name'));
  if (publication && fields.metadata) fields.metadata.siteName = publication;

  // "twitter:data1" carries "3 min read" in a `value` attribute on Medium pages.
  const labelled = all(document, 'meta[name^="twitter:data"]')
    .map((meta) => meta.getAttribute('value') ?? meta.getAttribute('content') ?? '')
    .find((value) => READ_TIME.test(value));
  const shown = labelled ?? READ_TIME.exec(document.body?.textContent ?? '')?.[0];
  const minutes = parseCount(shown ? READ_TIME.exec(shown)?.[1] : null);
  if (minutes !== null && fields.metadata) fields.metadata.readingMinutes = minutes;

  const state = assignedJson(document, '__APOLLO_STATE__');
  const own = ownPost(state, context.url);
  const post = own ?? findObject(state, (node) => typeof node.clapCount === 'number');
  // Paywalled stories say so in their state (`isLocked`) or in schema.org's paywall markup.
  const locked =
    own?.isLocked === true ||
    article?.isAccessibleForFree === false ||
    article?.isAccessibleForFree === 'False';
  if (locked && fields.metadata) fields.metadata.memberOnly = true;
  const claps = parseCount(post?.clapCount as number | undefined);
  if (claps !== null && fields.metadata) fields.metadata.likes = claps;
  const responses = parseCount(stringAt(post, 'postResponses.count'));
  if (responses !== null && fields.metadata) fields.metadata.comments = responses;
  return fields;
}
