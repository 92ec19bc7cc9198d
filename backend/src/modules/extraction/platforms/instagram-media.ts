import type { PostMedia } from '@vault/contracts';
import { all, cleanText, type DomDocument } from '../dom.js';
import { parseCount } from './counts.js';
import {
  at,
  findObject,
  isObject,
  metaContent,
  stringAt,
  type JsonObject,
} from './embedded-json.js';

/** Every JSON data island of the page (`<script type="application/json">`), parsed. */
function dataIslands(document: DomDocument): unknown[] {
  return all(document, 'script[type="application/json"]').flatMap((script) => {
    const text = script.textContent ?? '';
    if (!text.includes('image_versions2') && !text.includes('display_url')) return [];
    try {
      return [JSON.parse(text) as unknown];
    } catch {
      return [];
    }
  });
}

function largest(candidates: unknown): JsonObject | null {
  if (!Array.isArray(candidates)) return null;
  let best: JsonObject | null = null;
  for (const candidate of candidates.filter(isObject)) {
    if (!stringAt(candidate, 'url')) continue;
    if (!best || Number(candidate.width ?? 0) > Number(best.width ?? 0)) best = candidate;
  }
  return best;
}

function sized(source: JsonObject | null): Pick<PostMedia, 'width' | 'height'> {
  const width = parseCount(at(source, 'width') as number | undefined);
  const height = parseCount(at(source, 'height') as number | undefined);
  return { ...(width !== null ? { width } : {}), ...(height !== null ? { height } : {}) };
}

/** One item of the app's media form (`image_versions2.candidates`, `video_versions`). */
function fromAppItem(item: JsonObject): PostMedia | null {
  const image = largest(at(item, 'image_versions2.candidates'));
  const video = largest(item.video_versions);
  const alt = cleanText(stringAt(item, 'accessibility_caption'));
  const imageUrl = stringAt(image, 'url');
  const videoUrl = stringAt(video, 'url');
  if (videoUrl) {
    return {
      kind: 'video',
      originalUrl: videoUrl,
      storedUrl: null,
      notKeptReason: null,
      ...(imageUrl ? { posterUrl: imageUrl } : {}),
      ...sized(video),
    };
  }
  if (!imageUrl) return null;
  return {
    kind: 'image',
    originalUrl: imageUrl,
    storedUrl: null,
    notKeptReason: null,
    ...sized(image),
    ...(alt ? { alt } : {}),
  };
}

/** One node of the older GraphQL form (`display_url`, `video_url`, `dimensions`). */
function fromGraphNode(node: JsonObject): PostMedia | null {
  const display = stringAt(node, 'display_url');
  const video = node.is_video === true ? stringAt(node, 'video_url') : null;
  const size = sized(isObject(node.dimensions) ? node.dimensions : null);
  if (video) {
    return {
      kind: 'video',
      originalUrl: video,
      storedUrl: null,
      notKeptReason: null,
      ...(display ? { posterUrl: display } : {}),
      ...size,
    };
  }
  return display
    ? { kind: 'image', originalUrl: display, storedUrl: null, notKeptReason: null, ...size }
    : null;
}

function present(items: Array<PostMedia | null>): PostMedia[] {
  return items.filter((item): item is PostMedia => item !== null);
}

/** The post the page's data describes, in the app's form, with its caption and counts. */
export function appPost(document: DomDocument): JsonObject | null {
  for (const island of dataIslands(document)) {
    const post = findObject(
      island,
      (node) =>
        typeof node.code === 'string' &&
        (Array.isArray(node.carousel_media) || isObject(node.image_versions2)),
    );
    if (post) return post;
  }
  return null;
}

/**
 * Every image and video of the post: each item of a carousel from the page's data (the app's
 * form a signed-in page carries, or the older GraphQL form), else the page's Open Graph files.
 */
export function instagramMedia(document: DomDocument, post: JsonObject | null): PostMedia[] {
  if (post) {
    const items = Array.isArray(post.carousel_media)
      ? post.carousel_media.filter(isObject)
      : [post];
    const media = present(items.map(fromAppItem));
    if (media.length) return media;
  }
  for (const island of dataIslands(document)) {
    const graph = findObject(island, (node) => typeof node.display_url === 'string');
    if (!graph) continue;
    const edges = at(graph, 'edge_sidecar_to_children.edges');
    const nodes = Array.isArray(edges)
      ? edges.map((edge) => at(edge, 'node')).filter(isObject)
      : [graph];
    const media = present(nodes.map(fromGraphNode));
    if (media.length) return media;
  }
  const video = metaContent(document, 'og:video:secure_url') ?? metaContent(document, 'og:video');
  const image = metaContent(document, 'og:image');
  if (video) {
    return [
      {
        kind: 'video',
        originalUrl: video,
        storedUrl: null,
        notKeptReason: null,
        ...(image ? { posterUrl: image } : {}),
      },
    ];
  }
  return image ? [{ kind: 'image', originalUrl: image, storedUrl: null, notKeptReason: null }] : [];
}
