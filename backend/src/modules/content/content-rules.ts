import { BadRequestException } from '@nestjs/common';
import { LIMITS } from '@vault/contracts';

/** Tags: trimmed, non-empty, at most 50 characters, no duplicates (case-insensitive), at most 30. */
export function normaliseTags(tags: string[] | null | undefined): string[] | null {
  if (tags === null || tags === undefined) return null;
  const cleaned = tags.map((tag) => tag.trim());
  if (cleaned.some((tag) => tag.length === 0))
    throw new BadRequestException('Tags cannot be empty');
  const tooLong = cleaned.find((tag) => tag.length > LIMITS.tagMaxLength);
  if (tooLong) {
    throw new BadRequestException(
      `Tags can be at most ${LIMITS.tagMaxLength} characters ("${tooLong.slice(0, 20)}…")`,
    );
  }
  const seen = new Set<string>();
  for (const tag of cleaned) {
    const key = tag.toLocaleLowerCase();
    if (seen.has(key)) throw new BadRequestException(`The tag "${tag}" is already on this item`);
    seen.add(key);
  }
  if (cleaned.length > LIMITS.tagsPerItemMax) {
    throw new BadRequestException(`An item can have at most ${LIMITS.tagsPerItemMax} tags`);
  }
  return cleaned.length ? cleaned : null;
}

/** Notes: at most 10,000 characters; blank means no note. */
export function normaliseNote(note: string | null | undefined): string | null {
  if (note === null || note === undefined) return null;
  if (note.length > LIMITS.noteMaxLength) {
    throw new BadRequestException(
      `Notes can be at most ${LIMITS.noteMaxLength.toLocaleString('en-US')} characters`,
    );
  }
  return note.trim() ? note : null;
}
