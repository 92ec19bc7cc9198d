import type { PostMedia } from '@vault/contracts';

/** Vault serves the files it stored under its own API; nothing else is shown or played. */
const OWN_FILE = /^\/api\/media\/stored\/\d+$/;

/** The entry's stored copy, or null (not kept, or not yet). */
export function storedFileUrl(address: string | null | undefined): string | null {
  return address && OWN_FILE.test(address) ? address : null;
}

/** What a tile of the gallery shows for an entry. */
export type MediaTileKind = 'image' | 'video' | 'document' | 'not-kept' | 'pending';

export function tileKind(entry: PostMedia): MediaTileKind {
  if (storedFileUrl(entry.storedUrl)) return entry.kind;
  return entry.notKeptReason ? 'not-kept' : 'pending';
}

/** The host of an original address, for the "not kept" tile's link text. */
export function originalHost(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
}
