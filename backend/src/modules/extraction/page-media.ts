import type { PostMedia } from '@vault/contracts';
import { absoluteHttpUrl, all, cleanText, type DomDocument } from './dom.js';

interface Declared {
  url: string;
  type?: string;
  alt?: string;
}

/** Open Graph's structured properties in document order: each `og:image`/`og:video` starts an entry. */
function declaredMedia(document: DomDocument, base: string) {
  const images: Declared[] = [];
  const videos: Declared[] = [];
  for (const element of all(document, 'meta[property][content]')) {
    const property = element.getAttribute('property')?.trim().toLowerCase() ?? '';
    const content = element.getAttribute('content') ?? '';
    const url = absoluteHttpUrl(content, base);
    const lastImage = images[images.length - 1];
    const lastVideo = videos[videos.length - 1];
    switch (property) {
      case 'og:image':
      case 'og:image:url':
        if (url && !(property === 'og:image:url' && lastImage?.url === url)) images.push({ url });
        break;
      case 'og:image:secure_url':
        if (url && lastImage) lastImage.url = url;
        break;
      case 'og:image:alt':
        if (lastImage) lastImage.alt = cleanText(content) ?? undefined;
        break;
      case 'og:video':
      case 'og:video:url':
        if (url && !(property === 'og:video:url' && lastVideo?.url === url)) videos.push({ url });
        break;
      case 'og:video:secure_url':
        if (url && lastVideo) lastVideo.url = url;
        break;
      case 'og:video:type':
        if (lastVideo) lastVideo.type = content.trim().toLowerCase();
        break;
    }
  }
  return { images, videos };
}

function unique(entries: Declared[]): Declared[] {
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.url) && seen.add(entry.url));
}

/**
 * A post's own media from the page's Open Graph declarations: a page declaring a video file, or
 * more than one image, is a post of media (a gallery, a clip), and each becomes an entry to keep.
 * One image alone is the lead image; a video declared as a player page (`text/html`) is not a file.
 */
export function pageMedia(document: DomDocument, base: string): PostMedia[] {
  const declared = declaredMedia(document, base);
  const images = unique(declared.images);
  const videos = unique(declared.videos).filter(
    (video) => !video.type || video.type.startsWith('video/'),
  );
  if (videos.length === 0 && images.length < 2) return [];
  const poster = images[0]?.url;
  return [
    ...images.map((image): PostMedia => ({
      kind: 'image',
      originalUrl: image.url,
      storedUrl: null,
      notKeptReason: null,
      ...(image.alt ? { alt: image.alt } : {}),
    })),
    ...videos.map((video): PostMedia => ({
      kind: 'video',
      originalUrl: video.url,
      storedUrl: null,
      notKeptReason: null,
      ...(poster ? { posterUrl: poster } : {}),
      ...(video.type ? { mimeType: video.type } : {}),
    })),
  ];
}
