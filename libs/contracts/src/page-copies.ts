/**
 * The saved copy of a page (issue 36): a self-contained, script-free HTML file Vault keeps with
 * an item on the paid plans, and a full-page screenshot when the page was rendered in a browser.
 */
export const PAGE_COPY_LIMITS = {
  /** Bytes downloaded for one stylesheet, image or font inlined into a copy. */
  resourceMaxBytes: 5 * 1024 * 1024,
  /** Bytes downloaded for every inlined resource of one copy together. */
  totalResourceMaxBytes: 15 * 1024 * 1024,
  /** Resources inlined into one copy; the rest are left out. */
  resourcesMax: 300,
  /** Stylesheets reached through `@import`, counted from the page's own. */
  importDepthMax: 3,
  /** The page itself when the server fetches it. */
  pageMaxBytes: 10 * 1024 * 1024,
  /** Height of a full-page screenshot; a longer page is cut there. */
  screenshotMaxHeight: 16_000,
  screenshotWidth: 1280,
} as const;

/**
 * The extension inlines the page's images into its snapshot as `data:` URIs fetched in the tab
 * (with the person's cookies), for the saved copy: images only a signed-in browser can see.
 * They ride in their own attributes, so the extraction reads the page as it is (the server drops
 * them before extracting) and only the copy uses them.
 */
export const SNAPSHOT_INLINED_IMAGES = {
  /** On an `<img>`: the `data:` URI of the image it shows (its current source). */
  imageAttribute: 'data-vault-inline-src',
  /** On any element: the `data:` URI of its single CSS background image. */
  backgroundAttribute: 'data-vault-inline-background',
  /** One image's bytes; a larger one is left to the server. */
  imageMaxBytes: 2 * 1024 * 1024,
  /** Characters of every inlined `data:` URI together (also within the snapshot's own limit). */
  totalMaxChars: 4 * 1024 * 1024,
  /** Images fetched for one snapshot. */
  imagesMax: 150,
  /** How long the fetching may delay the save; what has not arrived by then is left out. */
  timeoutMs: 4000,
  parallelFetches: 6,
} as const;

/** Where a copy came from: the extension's snapshot, the server's fetch, or the headless browser. */
export type PageCopySource = 'snapshot' | 'fetch' | 'render';

/**
 * `none`: the plan keeps no copies (or the item was saved before copies were kept);
 * `pending`: being made; `ready`; `failed`: could not be made.
 */
export type PageCopyState = 'none' | 'pending' | 'ready' | 'failed';

/** `GET /api/content/{id}/copy/status`. */
export interface PageCopyStatus {
  state: PageCopyState;
  /** False on the free plan: copies are a Pro and Premium feature. */
  planKeepsCopies: boolean;
  source: PageCopySource | null;
  /** Bytes stored (compressed copy plus screenshot). */
  bytes: number | null;
  hasScreenshot: boolean;
  /** ISO 8601, when the copy was made. */
  createdAt: string | null;
  /** Why the copy could not be made, for people. */
  error: string | null;
}
