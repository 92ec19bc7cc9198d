/** Business constants and validation limits (product spec sections 5 and 9). One definition, used everywhere. */
export const LIMITS = {
  passwordMinLength: 6,
  usernameMinLength: 3,
  usernameMaxLength: 32,
  emailMaxLength: 254,
  passwordMaxLength: 256,
  defaultUsageLimit: 10,
  pageSize: 50,
  maxPageSize: 100,
  /** Library and search pages carry this much of each item's text; the detail call has all of it. */
  listTextExcerpt: 600,
  /** Comments kept with a saved post, chosen best-first by score. */
  discussionMaxComments: 50,
  /** Deepest reply kept, counted as Reddit does (a top-level comment is depth 0). */
  discussionMaxDepth: 3,
  tagMaxLength: 50,
  tagsPerItemMax: 30,
  noteMaxLength: 10_000,
  mediaMaxBytes: 50 * 1024 * 1024,
  /** A saved post's image (or a reader-view image) Vault downloads and keeps, at most. */
  storedImageMaxBytes: 20 * 1024 * 1024,
  /** A saved post's video (or document) Vault downloads and keeps, at most. */
  storedVideoMaxBytes: 200 * 1024 * 1024,
  /** Images of one item's reader view Vault keeps copies of; later ones are left out. */
  readerImagesPerItemMax: 30,
  /** Files of one post's media (and of its thread) Vault keeps copies of. */
  postMediaPerItemMax: 50,
  /** Largest message the e-mail receiver takes (announced as SMTP SIZE). */
  emailMaxBytes: 10 * 1024 * 1024,
  /** Senders a user may mark as newsletters. */
  newsletterSendersMax: 200,
  /** Files in one upload; each may be up to `mediaMaxBytes`. */
  mediaFilesPerUploadMax: 10,
  creditGrantMin: 1,
  creditGrantMax: 1000,
  creditGrantDefault: 100,
  creditGrantQuickAmounts: [50, 100, 250, 500],
  verificationCodeLength: 6,
  snapshotHtmlMaxBytes: 5 * 1024 * 1024,
  apiTokenNameMaxLength: 100,
  boardNameMaxLength: 100,
  boardDescriptionMaxLength: 500,
  boardColumnTitleMaxLength: 50,
  boardColumnsMax: 20,
  boardsPerUserMax: 100,
  defaultBoardColumns: 3,
  /** Default largest import file (`IMPORT_MAX_BYTES` overrides it on the server). */
  importMaxBytes: 100 * 1024 * 1024,
  /** Rows (links) in one import file; a longer file is refused (400) and can be split. */
  importRowsMax: 50_000,
  /**
   * Imported links of one account not yet extracted: rows of unfinished imports plus items
   * waiting for allowance. An import that would pass it is refused (409) until they are done.
   */
  importPendingItemsMax: 100_000,
  /** A zip import may hold at most this many entries and unpack to at most this many bytes. */
  importZipEntriesMax: 10_000,
  importZipUnpackedMaxBytes: 300 * 1024 * 1024,
  /** Imported titles are cut to this many characters. */
  importTitleMaxLength: 1_000,
} as const;

export const PREVIEW_LENGTHS = {
  cardText: 300,
  detailText: 500,
  note: 200,
  detailTagsShown: 3,
} as const;

export const REFRESH_INTERVALS_MS = {
  content: 5_000,
  stats: 10_000,
} as const;

export const UI_DURATIONS_MS = {
  toast: 4_000,
  deleteUndo: 5_000,
  processingToast: 10_000,
  clipboardDetectedToast: 3_000,
  pastedToast: 2_000,
  emptyClipboardToast: 5_000,
  copyFeedback: 2_000,
  accountDeletionRedirect: 2_000,
  adminRedirect: 500,
  checkoutRedirect: 1_500,
  unauthorizedRedirect: 500,
  boardUpgradeRedirect: 1_000,
  developerModeReload: 1_000,
  dialogFocus: 100,
  tooltipOpenDelay: 700,
  tooltipSkipDelay: 300,
} as const;

export const IMAGE_VIEWER = {
  minZoom: 0.5,
  maxZoom: 3,
  zoomStep: 0.25,
  rotationStep: 90,
} as const;

/** The upload form field of `POST /api/content/{id}/media` (spec 7). */
export const MEDIA_UPLOAD_FIELD = 'files';

/** What the picker accepts; the server decides by the file's bytes. */
export const MEDIA_MIME_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'application/pdf',
] as const;

/** The spec's words for a refused selection (spec 5), shown by the client and answered by the server. */
export const MEDIA_MESSAGES = {
  invalidTypeTitle: 'Invalid file type',
  invalidType: 'Please upload only images, videos, or PDF files.',
  tooLargeTitle: 'File too large',
  tooLarge: 'Please upload files smaller than 50MB.',
  tooMany: `Please upload at most ${LIMITS.mediaFilesPerUploadMax} files at a time.`,
  noFiles: 'Please choose at least one file to upload.',
  unavailable: 'The media service is temporarily unavailable. Please try again later.',
} as const;

/** Preview mode (spec 2.2): the local-storage key of the bypass flag and the paths open to everyone. */
export const PREVIEW_BYPASS_STORAGE_KEY = 'vault.previewBypass';
export const PUBLIC_PATHS = ['/faqs', '/privacy', '/terms', '/cookies'] as const;

/** Bytes as people read them: '0 B', '512 KB', '1.5 MB', '10 GB' (binary units, one decimal below 10). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${units[unit]}`;
}

/** Why a saved post's file was not kept: shown on the card and beside the original link. */
export const MEDIA_NOT_KEPT = {
  freePlan: 'Your plan keeps the lead image only',
  allowanceFull: (used: number, allowance: number) =>
    `Storage allowance full: ${formatBytes(used)} of ${formatBytes(allowance)} used`,
  tooLarge: (maxBytes: number) => `Larger than ${formatBytes(maxBytes)}`,
  refused: 'The site refused the download',
  privateAddress: 'The address points to a private network',
  notMedia: 'Not an image, video or document',
  tooMany: 'More files than Vault keeps for one item',
} as const;
