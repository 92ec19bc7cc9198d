import { cleanText } from '../dom.js';
import { labelledCounts } from './counts.js';
import {
  at,
  cleanMultiline,
  isoDate,
  jsonLdNodes,
  metaContent,
  stringAt,
} from './embedded-json.js';
import { appPost, instagramMedia } from './instagram-media.js';
import { parseCount } from './counts.js';
import type { PlatformContext, PlatformExtractor, PlatformFields } from './platform-types.js';

// "990K likes, 8,873 comments - jaimelorentelo on May 24, 2021: "caption"."
const POST_DESCRIPTION =
  /^(?<counts>[^-]*?)\s+-\s+(?<handle>[\w.]+)\s+on\s+(?<date>[A-Z][a-z]+ \d{1,2}, \d{4})(?::\s*[“”"](?<caption>[\s\S]*)[“”"]\.?)?\s*$/;

function utcDay(text: string | undefined): string | null {
  return text ? isoDate(`${text} 00:00:00 UTC`) : null;
}

/** Instagram: the counts, account, date and caption the page's own description states. */
export const extractInstagram: PlatformExtractor = (context) => Promise.resolve(fromPage(context));

function fromPage(context: PlatformContext): PlatformFields {
  const document = context.document;
  if (!document) return {};
  const description =
    metaContent(document, 'og:description') ?? metaContent(document, 'description');
  const ogTitle = cleanText(metaContent(document, 'og:title'));
  const twitterTitle = cleanText(metaContent(document, 'twitter:title'));
  const ogType = metaContent(document, 'og:type') ?? '';
  const fields: PlatformFields = {
    metadata: {
      siteName: 'Instagram',
      mediaType:
        /video/.test(ogType) ||
        metaContent(document, 'og:video') ||
        /Instagram (reel|video)/.test(twitterTitle ?? '')
          ? 'video'
          : ogType === 'profile'
            ? 'profile'
            : 'image',
    },
  };
  // "Jaime Lorente on Instagram: …" names the account's display name.
  const name = /^(.+?) on Instagram\b/.exec(ogTitle ?? '')?.[1]?.trim() ?? null;
  if (name) fields.author = name;
  if (twitterTitle && /•\s*Instagram/.test(twitterTitle)) fields.title = twitterTitle;

  const match = POST_DESCRIPTION.exec(description?.trim() ?? '');
  if (match?.groups) {
    const counts = labelledCounts(match.groups.counts ?? '');
    const likes = counts.get('likes') ?? counts.get('like');
    const comments = counts.get('comments') ?? counts.get('comment');
    const caption = cleanMultiline(match.groups.caption);
    fields.description = cleanText(description);
    if (caption) fields.text = caption;
    const publishedAt = utcDay(match.groups.date);
    fields.metadata = {
      ...fields.metadata,
      ...(likes !== undefined ? { likes } : {}),
      ...(comments !== undefined ? { comments } : {}),
      ...(match.groups.handle ? { authorHandle: match.groups.handle } : {}),
      ...(publishedAt ? { publishedAt } : {}),
    };
  }

  // Older pages describe the post in JSON-LD (caption, upload date, author's handle).
  const post = jsonLdNodes(document).find((node) => typeof node.caption === 'string');
  if (post) {
    fields.text ??= cleanText(stringAt(post, 'caption'));
    const publishedAt = isoDate(stringAt(post, 'uploadDate'));
    const handle = stringAt(post, 'author.alternateName')?.replace(/^@/, '');
    const likes = Number(at(post, 'interactionStatistic.userInteractionCount'));
    fields.metadata = {
      ...fields.metadata,
      ...(publishedAt && !fields.metadata?.publishedAt ? { publishedAt } : {}),
      ...(handle && !fields.metadata?.authorHandle ? { authorHandle: handle } : {}),
      ...(Number.isFinite(likes) && fields.metadata?.likes === undefined ? { likes } : {}),
    };
    fields.author ??= cleanText(stringAt(post, 'author.name')) ?? name;
  }

  // A signed-in page's data names every file of a carousel, the caption and exact counts.
  const data = appPost(document);
  if (data) {
    const caption = cleanMultiline(stringAt(data, 'caption.text'));
    if (caption) fields.text = caption;
    const likes = parseCount(at(data, 'like_count') as number | undefined);
    const comments = parseCount(at(data, 'comment_count') as number | undefined);
    const handle = stringAt(data, 'user.username') ?? stringAt(data, 'owner.username');
    const author = cleanText(stringAt(data, 'user.full_name') ?? stringAt(data, 'owner.full_name'));
    if (author) fields.author = author;
    fields.metadata = {
      ...fields.metadata,
      ...(likes !== null ? { likes } : {}),
      ...(comments !== null ? { comments } : {}),
      ...(handle ? { authorHandle: handle } : {}),
    };
  }
  const media = instagramMedia(document, data);
  if (media.length) {
    fields.media = media;
    if (media.some((item) => item.kind === 'video') && fields.metadata?.mediaType === 'image') {
      fields.metadata.mediaType = media.length > 1 ? 'image' : 'video';
    }
  }
  return fields;
}
