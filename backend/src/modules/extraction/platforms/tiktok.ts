import type { PostMedia } from '@vault/contracts';
import { cleanText } from '../dom.js';
import type { ExtractionMetadata } from '../extraction.types.js';
import { parseCount } from './counts.js';
import {
  at,
  cleanMultiline,
  isObject,
  isoDate,
  metaContent,
  scriptJson,
  stringAt,
  type JsonObject,
} from './embedded-json.js';
import type { PlatformContext, PlatformExtractor, PlatformFields } from './platform-types.js';

function countAt(value: unknown, ...paths: string[]): number | null {
  for (const path of paths) {
    const found = at(value, path);
    const count = parseCount(typeof found === 'number' || typeof found === 'string' ? found : null);
    if (count !== null) return count;
  }
  return null;
}

function accountTitle(name: string | null, handle: string | null): string | null {
  if (name && handle) return `${name} (@${handle}) on TikTok`;
  return name ?? (handle ? `@${handle} on TikTok` : null);
}

/** The page's data island: `__UNIVERSAL_DATA_FOR_REHYDRATION__` (current) or `SIGI_STATE` (older). */
function pageData(context: PlatformContext): { video: JsonObject | null; user: JsonObject | null } {
  const document = context.document;
  if (!document) return { video: null, user: null };
  const universal = at(
    scriptJson(document, '__UNIVERSAL_DATA_FOR_REHYDRATION__'),
    '__DEFAULT_SCOPE__',
  );
  // Scope keys contain dots ("webapp.video-detail"), so they are read whole.
  const scope = isObject(universal) ? universal : {};
  const video = at(scope['webapp.video-detail'], 'itemInfo.itemStruct');
  const user = at(scope['webapp.user-detail'], 'userInfo');
  if (isObject(video) || isObject(user)) {
    return { video: isObject(video) ? video : null, user: isObject(user) ? user : null };
  }
  const sigi = scriptJson(document, 'SIGI_STATE');
  const items = at(sigi, 'ItemModule');
  const firstItem = isObject(items) ? Object.values(items)[0] : null;
  const users = at(sigi, 'UserModule.users');
  const firstUser = isObject(users) ? Object.values(users)[0] : null;
  return {
    video: isObject(firstItem) ? firstItem : null,
    user: isObject(firstUser) ? { user: firstUser, stats: at(sigi, 'UserModule.stats') } : null,
  };
}

/** Hashtags from the post's challenge list and its caption's marked-up words, without "#". */
function hashtagsOf(video: JsonObject): string[] {
  const challenges = Array.isArray(video.challenges) ? video.challenges : [];
  const extras = Array.isArray(video.textExtra) ? video.textExtra : [];
  const names = [
    ...challenges.map((challenge) => stringAt(challenge, 'title')),
    ...extras.map((extra) => stringAt(extra, 'hashtagName')),
  ];
  const unique = new Map<string, string>();
  for (const name of names) {
    const tag = name?.replace(/^#/, '').trim();
    if (tag && !unique.has(tag.toLowerCase())) unique.set(tag.toLowerCase(), tag);
  }
  return [...unique.values()];
}

function soundOf(video: JsonObject): string | null {
  const title = cleanText(stringAt(video, 'music.title'));
  const artist = cleanText(stringAt(video, 'music.authorName'));
  if (!title) return null;
  return artist && !title.includes(artist) ? `${title} · ${artist}` : title;
}

/** The cover and, when the page names a playable file, the video itself. */
function mediaOf(video: JsonObject, cover: string | null): PostMedia[] {
  const play = stringAt(video, 'video.playAddr') ?? stringAt(video, 'video.downloadAddr');
  const width = countAt(video, 'video.width');
  const height = countAt(video, 'video.height');
  const duration = countAt(video, 'video.duration');
  const bytes = countAt(video, 'video.size');
  const size = {
    ...(width !== null ? { width } : {}),
    ...(height !== null ? { height } : {}),
  };
  const media: PostMedia[] = [];
  if (play && /^https?:\/\//.test(play)) {
    media.push({
      kind: 'video',
      originalUrl: play,
      storedUrl: null,
      notKeptReason: null,
      mimeType: 'video/mp4',
      ...(cover ? { posterUrl: cover } : {}),
      ...(duration !== null ? { duration } : {}),
      ...(bytes !== null ? { bytes } : {}),
      ...size,
    });
  } else if (cover) {
    media.push({
      kind: 'image',
      originalUrl: cover,
      storedUrl: null,
      notKeptReason: null,
      ...size,
    });
  }
  return media;
}

function fromVideo(video: JsonObject): PlatformFields {
  const name = cleanText(stringAt(video, 'author.nickname') ?? stringAt(video, 'nickname'));
  const handle = stringAt(video, 'author.uniqueId') ?? stringAt(video, 'author');
  const caption = cleanText(stringAt(video, 'desc'));
  const metadata: ExtractionMetadata = { mediaType: 'video', siteName: 'TikTok' };
  const counts: Array<[keyof ExtractionMetadata, number | null]> = [
    ['views', countAt(video, 'statsV2.playCount', 'stats.playCount')],
    ['likes', countAt(video, 'statsV2.diggCount', 'stats.diggCount')],
    ['comments', countAt(video, 'statsV2.commentCount', 'stats.commentCount')],
    ['shares', countAt(video, 'statsV2.shareCount', 'stats.shareCount')],
    ['duration', countAt(video, 'video.duration')],
  ];
  for (const [key, value] of counts) if (value !== null) Object.assign(metadata, { [key]: value });
  const publishedAt = isoDate(stringAt(video, 'createTime'));
  if (publishedAt) metadata.publishedAt = publishedAt;
  if (handle) metadata.authorHandle = handle;
  const hashtags = hashtagsOf(video);
  if (hashtags.length) metadata.hashtags = hashtags;
  const sound = soundOf(video);
  if (sound) metadata.sound = sound;
  const cover =
    stringAt(video, 'video.originCover') ??
    stringAt(video, 'video.cover') ??
    stringAt(video, 'video.dynamicCover');
  const media = mediaOf(video, cover);
  return {
    title: accountTitle(name, handle),
    author: name ?? handle,
    text: cleanMultiline(stringAt(video, 'desc')) ?? caption,
    description: caption,
    imageUrl: cover,
    ...(media.length ? { media } : {}),
    metadata,
  };
}

function fromUser(info: JsonObject, context: PlatformContext): PlatformFields {
  const name = cleanText(stringAt(info, 'user.nickname'));
  const handle = stringAt(info, 'user.uniqueId');
  const publishedAt = isoDate(stringAt(info, 'user.createTime'));
  const likes = countAt(info, 'stats.heartCount', 'stats.heart');
  const ogDescription = context.document
    ? cleanText(metaContent(context.document, 'og:description'))
    : null;
  return {
    title: accountTitle(name, handle),
    author: name ?? handle,
    text: cleanMultiline(stringAt(info, 'user.signature')),
    description: ogDescription ?? cleanText(stringAt(info, 'user.signature')),
    imageUrl:
      (context.document ? metaContent(context.document, 'og:image') : null) ??
      stringAt(info, 'user.avatarLarger'),
    metadata: {
      mediaType: 'profile',
      siteName: 'TikTok',
      ...(handle ? { authorHandle: handle } : {}),
      ...(publishedAt ? { publishedAt } : {}),
      ...(likes !== null ? { likes } : {}),
    },
  };
}

async function fromOembed(context: PlatformContext): Promise<PlatformFields | null> {
  if (!context.fetchJson || !/\/video\/\d+/.test(context.url.pathname)) return null;
  const endpoint = new URL('/oembed', context.endpoints.tiktokOembedBase);
  endpoint.searchParams.set('url', context.url.href);
  const data = await context.fetchJson(endpoint.href);
  if (!isObject(data)) return null;
  const name = cleanText(data.author_name);
  const handle = cleanText(data.author_unique_id);
  const caption = cleanText(data.title);
  return {
    title: accountTitle(name, handle),
    author: name ?? handle,
    text: caption,
    description: caption,
    imageUrl: cleanText(data.thumbnail_url),
    metadata: {
      mediaType: 'video',
      siteName: 'TikTok',
      ...(handle ? { authorHandle: handle } : {}),
    },
  };
}

/** TikTok: the page's embedded item or user data, else the oEmbed answer. */
export const extractTiktok: PlatformExtractor = async (context) => {
  const { video, user } = pageData(context);
  if (video) return fromVideo(video);
  if (user) return fromUser(user, context);
  return (await fromOembed(context)) ?? {};
};
