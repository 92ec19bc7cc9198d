import { LIMITS } from '@vault/contracts';

export type TagAddition = { ok: true; tags: string[] } | { ok: false; reason: string };

/**
 * Adds a tag as the spec's rules allow (5): trimmed, non-empty, not already there (ignoring case,
 * as the server does), within the server's length and count limits.
 */
export function addTag(tags: readonly string[], raw: string): TagAddition {
  const tag = raw.trim();
  if (!tag) return { ok: false, reason: 'Enter a tag' };
  if (tags.some((existing) => existing.toLocaleLowerCase() === tag.toLocaleLowerCase())) {
    return { ok: false, reason: `"${tag}" is already a tag` };
  }
  if (tag.length > LIMITS.tagMaxLength) {
    return { ok: false, reason: `Tags can be at most ${LIMITS.tagMaxLength} characters` };
  }
  if (tags.length >= LIMITS.tagsPerItemMax) {
    return { ok: false, reason: `An item can have at most ${LIMITS.tagsPerItemMax} tags` };
  }
  return { ok: true, tags: [...tags, tag] };
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((existing) => existing !== tag);
}
