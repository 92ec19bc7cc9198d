import type { PostMedia } from '@vault/contracts';
import { isObject, stringAt, type JsonObject } from './embedded-json.js';

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
}

function addressOf(value: unknown): string | null {
  const url =
    typeof value === 'string'
      ? value
      : (stringAt(value, 'contentUrl') ?? stringAt(value, 'url') ?? stringAt(value, 'embedUrl'));
  return url && /^https?:\/\//.test(url) ? url : null;
}

function isDocument(value: unknown): boolean {
  if (!isObject(value)) return false;
  const types = value['@type'];
  const type = Array.isArray(types) ? types.join(' ') : typeof types === 'string' ? types : '';
  const format = stringAt(value, 'encodingFormat') ?? '';
  return (
    /DigitalDocument|PresentationDigitalDocument/.test(type) || /pdf|presentation/i.test(format)
  );
}

/**
 * The post's files as its structured data lists them: images (`image`), videos (`video`) and an
 * attached document (`sharedContent` or `associatedMedia` typed as a document or a PDF).
 */
export function linkedinMedia(post: JsonObject): PostMedia[] {
  const media: PostMedia[] = [];
  const seen = new Set<string>();
  const add = (item: PostMedia) => {
    if (seen.has(item.originalUrl)) return;
    seen.add(item.originalUrl);
    media.push(item);
  };
  for (const document of [...list(post.sharedContent), ...list(post.associatedMedia)]) {
    if (!isDocument(document)) continue;
    const url = addressOf(document);
    const name = stringAt(document, 'name') ?? stringAt(document, 'headline');
    if (url) {
      add({
        kind: 'document',
        originalUrl: url,
        storedUrl: null,
        notKeptReason: null,
        mimeType: 'application/pdf',
        ...(name ? { alt: name } : {}),
      });
    }
  }
  for (const image of list(post.image)) {
    const url = addressOf(image);
    const alt = stringAt(image, 'caption') ?? stringAt(image, 'name');
    if (url)
      add({
        kind: 'image',
        originalUrl: url,
        storedUrl: null,
        notKeptReason: null,
        ...(alt ? { alt } : {}),
      });
  }
  for (const video of list(post.video)) {
    const url = addressOf(video);
    const poster = addressOf(isObject(video) ? video.thumbnailUrl : null);
    if (url) {
      add({
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
