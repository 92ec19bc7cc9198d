import { cleanText } from '../dom.js';
import { parseCount } from './counts.js';
import {
  assignedJson,
  cleanMultiline,
  at,
  findObject,
  isObject,
  isoDate,
  metaContent,
  stringAt,
  type JsonObject,
} from './embedded-json.js';
import type { PlatformContext, PlatformExtractor, PlatformFields } from './platform-types.js';
import type { Transcript } from '@vault/contracts';
import {
  captionTracks,
  chaptersFromDescription,
  parseCaptionTrack,
  preferredTrack,
  transcriptText,
} from './youtube-captions.js';

const VIDEO_ID = /^[\w-]{11}$/;

/** The video id of watch, short, embed, live and youtu.be addresses. */
export function youtubeVideoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\.|^m\.|^music\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be') candidate = segments[0];
  else if (url.pathname === '/watch') candidate = url.searchParams.get('v');
  else if (['shorts', 'embed', 'live', 'v', 'e'].includes(segments[0] ?? '')) {
    candidate = segments[1];
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

function largestThumbnail(list: unknown): string | null {
  if (!Array.isArray(list)) return null;
  let best: { url: string; width: number } | null = null;
  for (const item of list) {
    const url = stringAt(item, 'url');
    const width = Number(at(item, 'width') ?? 0);
    if (url && (!best || width > best.width)) best = { url, width };
  }
  return best?.url ?? null;
}

/**
 * Likes as the like button states them. Its title is rounded ("7,3 K"); its accessibility
 * text often carries the exact figure ("…junto con otras 7373 personas"), used when it agrees.
 */
function likesOf(initialData: JsonObject | null): number | undefined {
  // The view model is wrapped in a same-named key; look for the level that holds the button.
  const path = 'toggleButtonViewModel.toggleButtonViewModel.defaultButtonViewModel.buttonViewModel';
  const button = findObject(initialData, (node) => isObject(at(node, path)));
  const model = at(button, path);
  const rounded = parseCount(stringAt(model, 'title'));
  if (rounded === null) return undefined;
  const accessible = stringAt(model, 'accessibilityText') ?? '';
  for (const match of accessible.matchAll(/\d[\d.,\u00a0\u202f ]*\d|\d/g)) {
    const exact = Number(match[0].replace(/\D/g, ''));
    // The exact figure rounds to the shown one: same leading digits, within one rounding step.
    if (exact >= rounded && exact < rounded * 1.1 + 1000) return exact;
  }
  return rounded;
}

function commentsOf(initialData: JsonObject | null): number | undefined {
  const header = findObject(
    initialData,
    (node) => isObject(node.commentCount) || isObject(node.contextualInfo),
  );
  const text =
    stringAt(header, 'commentCount.simpleText') ?? stringAt(header, 'contextualInfo.runs.0.text');
  return parseCount(text) ?? undefined;
}

/**
 * The caption track's address on the configured YouTube base: tracks are served by YouTube
 * itself, and a page naming any other host is not followed.
 */
function captionAddress(context: PlatformContext, baseUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(baseUrl, 'https://www.youtube.com');
  } catch {
    return null;
  }
  if (!/(^|\.)youtube\.com$/.test(url.hostname)) return null;
  return new URL(`${url.pathname}${url.search}`, context.endpoints.youtubeOembedBase).href;
}

/** The video's caption track (see preferredTrack), fetched through the safe fetcher. */
async function transcriptOf(
  context: PlatformContext,
  player: JsonObject | null,
): Promise<Transcript | null> {
  if (!context.fetchText) return null;
  const audio = stringAt(player, 'videoDetails.defaultAudioLanguage');
  const track = preferredTrack(captionTracks(player), audio);
  const address = track ? captionAddress(context, track.baseUrl) : null;
  if (!track || !address) return null;
  const body = await context.fetchText(address, 'application/xml, application/json;q=0.9');
  const lines = parseCaptionTrack(body);
  return lines.length ? { lang: track.lang, source: track.source, lines } : null;
}

async function fromPlayerData(context: PlatformContext): Promise<PlatformFields | null> {
  const document = context.document;
  if (!document) return null;
  const player = assignedJson(document, 'ytInitialPlayerResponse');
  const details = at(player, 'videoDetails');
  if (!isObject(details)) return null;
  const micro = at(player, 'microformat.playerMicroformatRenderer');
  const initialData = assignedJson(document, 'ytInitialData');
  const fullDescription = cleanMultiline(
    stringAt(details, 'shortDescription') ?? stringAt(micro, 'description.simpleText'),
  );
  const views = parseCount(stringAt(details, 'viewCount') ?? stringAt(micro, 'viewCount'));
  const duration = parseCount(stringAt(details, 'lengthSeconds'));
  const likes = likesOf(initialData);
  const comments = commentsOf(initialData);
  const publishedAt = isoDate(stringAt(micro, 'publishDate') ?? stringAt(micro, 'uploadDate'));
  // A missing or unreadable track leaves the video without one; the rest is still kept.
  const transcript = await transcriptOf(context, player).catch(() => null);
  const chapters = chaptersFromDescription(fullDescription);
  // The transcript is searched through the item's text, after the description.
  const spoken = transcript ? transcriptText(transcript) : null;
  return {
    title: cleanText(stringAt(details, 'title')),
    author: cleanText(stringAt(details, 'author') ?? stringAt(micro, 'ownerChannelName')),
    text: [fullDescription, spoken].filter(Boolean).join('\n\n') || null,
    ...(transcript ? { transcript } : {}),
    ...(chapters.length ? { chapters } : {}),
    // The page's own short description; the full one is the text.
    description: cleanText(metaContent(document, 'og:description')) ?? firstLine(fullDescription),
    imageUrl:
      largestThumbnail(at(micro, 'thumbnail.thumbnails')) ??
      largestThumbnail(at(details, 'thumbnail.thumbnails')),
    metadata: {
      mediaType: 'video',
      ...(views !== null ? { views } : {}),
      ...(duration !== null ? { duration } : {}),
      ...(likes !== undefined ? { likes } : {}),
      ...(comments !== undefined ? { comments } : {}),
      ...(publishedAt ? { publishedAt } : {}),
    },
  };
}

/** Channel pages carry no player data; the channel's own metadata names it. */
function fromChannelData(context: PlatformContext): PlatformFields | null {
  if (!context.document) return null;
  const initialData = assignedJson(context.document, 'ytInitialData');
  const channel = at(initialData, 'metadata.channelMetadataRenderer');
  if (!isObject(channel)) return null;
  const name = cleanText(stringAt(channel, 'title'));
  return {
    title: name,
    author: name,
    description: cleanText(stringAt(channel, 'description')),
    imageUrl: largestThumbnail(at(channel, 'avatar.thumbnails')),
    metadata: { mediaType: 'profile' },
  };
}

function firstLine(value: string | null): string | null {
  return cleanText(value?.split('\n')[0]);
}

async function fromOembed(context: PlatformContext): Promise<PlatformFields | null> {
  if (!context.fetchJson || !youtubeVideoId(context.url)) return null;
  const endpoint = new URL('/oembed', context.endpoints.youtubeOembedBase);
  endpoint.searchParams.set('url', context.url.href);
  endpoint.searchParams.set('format', 'json');
  const data = await context.fetchJson(endpoint.href);
  if (!isObject(data)) return null;
  return {
    title: cleanText(data.title),
    author: cleanText(data.author_name),
    imageUrl: cleanText(data.thumbnail_url),
    metadata: { mediaType: 'video' },
  };
}

/** YouTube: the player data the watch page embeds, else the oEmbed answer. */
export const extractYoutube: PlatformExtractor = async (context) =>
  (await fromPlayerData(context)) ?? fromChannelData(context) ?? (await fromOembed(context)) ?? {};
