/** What the server learns from a file's contents; every field may be unknown. */
export interface MediaMetadata {
  width: number | null;
  height: number | null;
  duration: number | null;
  pageCount: number | null;
  /** A small WebP preview (images only). */
  thumbnail: Buffer | null;
}

export const NO_METADATA: MediaMetadata = {
  width: null,
  height: null,
  duration: null,
  pageCount: null,
  thumbnail: null,
};
