import { BadRequestException } from '@nestjs/common';
import { HIGHLIGHT_LIMITS, LIMITS } from '@vault/contracts';

/** Tags: trimmed, non-empty, at most 50 characters, no duplicates (case-insensitive), at most 30. */
export function normaliseHighlightTags(tags: string[] | null | undefined): string[] {
  if (!tags) return [];
  const cleaned = tags.map((tag) => tag.trim());
  if (cleaned.some((tag) => !tag)) throw new BadRequestException('Tags cannot be empty');
  const tooLong = cleaned.find((tag) => tag.length > LIMITS.tagMaxLength);
  if (tooLong) {
    throw new BadRequestException(
      `Tags can be at most ${LIMITS.tagMaxLength} characters ("${tooLong.slice(0, 20)}…")`,
    );
  }
  const seen = new Set<string>();
  for (const tag of cleaned) {
    const key = tag.toLocaleLowerCase();
    if (seen.has(key))
      throw new BadRequestException(`The tag "${tag}" is already on this highlight`);
    seen.add(key);
  }
  if (cleaned.length > LIMITS.tagsPerItemMax)
    throw new BadRequestException(`A highlight can have at most ${LIMITS.tagsPerItemMax} tags`);
  return cleaned;
}

/** Notes: at most 10,000 characters; blank means no note. */
export function normaliseHighlightNote(note: string | null | undefined): string | null {
  if (note === null || note === undefined) return null;
  if (note.length > LIMITS.noteMaxLength) {
    throw new BadRequestException(
      `Notes can be at most ${LIMITS.noteMaxLength.toLocaleString('en-US')} characters`,
    );
  }
  return note.trim() ? note : null;
}

/** The quote must hold some text; its length is checked by the request's validation. */
export function assertQuote(quote: string): void {
  if (!quote.trim()) throw new BadRequestException('quote cannot be empty');
}

/** Context beyond what is needed to tell places apart is cut rather than refused. */
export function trimContext(prefix: string | undefined, suffix: string | undefined) {
  const max = HIGHLIGHT_LIMITS.contextMaxLength;
  return { prefix: (prefix ?? '').slice(-max), suffix: (suffix ?? '').slice(0, max) };
}
