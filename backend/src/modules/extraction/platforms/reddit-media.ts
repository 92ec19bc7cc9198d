import type { PostMedia } from '@vault/contracts';
import { parseCount } from './counts.js';
import { at, isObject, stringAt } from './embedded-json.js';

/** Reddit escapes `&` in the addresses of its JSON (`&amp;`). */
function unescaped(url: string | null): string | null {
  return url ? url.replace(/&amp;/g, '&') : null;
}

function size(width: unknown, height: unknown): Pick<PostMedia, 'width' | 'height'> {
  const w = parseCount(typeof width === 'number' ? width : null);
  const h = parseCount(typeof height === 'number' ? height : null);
  return { ...(w !== null ? { width: w } : {}), ...(h !== null ? { height: h } : {}) };
}

/** A gallery's images in the order the post shows them (`gallery_data` over `media_metadata`). */
function galleryOf(post: unknown): PostMedia[] {
  const metadata = at(post, 'media_metadata');
  const items = at(post, 'gallery_data.items');
  if (!isObject(metadata) || !Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const entry = metadata[stringAt(item, 'media_id') ?? ''];
    if (!isObject(entry) || entry.status === 'failed') return [];
    // `s` is the source: `u` for images, `gif`/`mp4` for animations.
    const video = unescaped(stringAt(entry, 's.mp4'));
    const image = unescaped(stringAt(entry, 's.u') ?? stringAt(entry, 's.gif'));
    const caption = stringAt(item, 'caption');
    const dimensions = size(at(entry, 's.x'), at(entry, 's.y'));
    if (video) {
      return [
        {
          kind: 'video' as const,
          originalUrl: video,
          storedUrl: null,
          notKeptReason: null,
          ...dimensions,
        },
      ];
    }
    if (!image) return [];
    const mimeType = stringAt(entry, 'm');
    const media: PostMedia = {
      kind: 'image',
      originalUrl: image,
      storedUrl: null,
      notKeptReason: null,
      ...(mimeType ? { mimeType } : {}),
      ...dimensions,
      ...(caption ? { alt: caption } : {}),
    };
    return [media];
  });
}

/** A video Reddit hosts: its MP4 rendition (`reddit_video.fallback_url`). */
function hostedVideo(post: unknown): PostMedia[] {
  const video = at(post, 'secure_media.reddit_video') ?? at(post, 'media.reddit_video');
  const url = unescaped(stringAt(video, 'fallback_url'));
  if (!url) return [];
  const poster = unescaped(stringAt(post, 'preview.images.0.source.url'));
  const duration = parseCount(at(video, 'duration') as number | undefined);
  return [
    {
      kind: 'video',
      originalUrl: url,
      storedUrl: null,
      notKeptReason: null,
      mimeType: 'video/mp4',
      ...(poster ? { posterUrl: poster } : {}),
      ...(duration !== null ? { duration } : {}),
      ...size(at(video, 'width'), at(video, 'height')),
    },
  ];
}

/** The post's own files from its thread JSON: a gallery, a hosted video or a linked image. */
export function redditMedia(post: unknown): PostMedia[] {
  const gallery = galleryOf(post);
  if (gallery.length) return gallery;
  const video = hostedVideo(post);
  if (video.length) return video;
  const link = unescaped(stringAt(post, 'url_overridden_by_dest') ?? stringAt(post, 'url'));
  if (stringAt(post, 'post_hint') === 'image' && link) {
    return [{ kind: 'image', originalUrl: link, storedUrl: null, notKeptReason: null }];
  }
  return [];
}
