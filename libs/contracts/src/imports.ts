/** Import and export (issue 11): formats, job states and the API shapes, shared by backend and webapp. */
import { groupDigits } from './english-numbers.js';
import { LIMITS } from './limits.js';

/** The multipart field `POST /api/import` reads the file from. */
export const IMPORT_UPLOAD_FIELD = 'file';

export const IMPORT_FORMATS = [
  'pocket-csv',
  'pocket-html',
  'netscape',
  'instapaper',
  'omnivore',
  'linkwarden',
  'karakeep',
  'readwise',
  'url-list',
] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const IMPORT_FORMAT_LABELS: Record<ImportFormat, string> = {
  'pocket-csv': 'Pocket (CSV export)',
  'pocket-html': 'Pocket (older HTML export)',
  netscape: 'Bookmarks HTML (Chrome, Firefox, Safari, Edge, Raindrop, Pinboard)',
  instapaper: 'Instapaper (CSV)',
  omnivore: 'Omnivore (JSON or the export zip)',
  linkwarden: 'Linkwarden (JSON)',
  karakeep: 'Karakeep / Hoarder (JSON)',
  readwise: 'Readwise Reader (CSV)',
  'url-list': 'A plain list of URLs, one per line',
};

export const IMPORT_STATUSES = ['queued', 'running', 'completed', 'cancelled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** One row of the file that was not imported, and why. */
export interface ImportSkippedRow {
  /** 1-based line (CSV, text) or entry number (HTML, JSON) in the file. */
  line: number;
  url: string;
  title: string | null;
  reason: string;
}

/** `GET /api/import/{id}` and each entry of `GET /api/import`. */
export interface ImportJob {
  id: number;
  format: ImportFormat;
  formatLabel: string;
  fileName: string | null;
  status: ImportStatus;
  /** Rows found in the file, skipped ones included. */
  total: number;
  /** Rows stored: new items plus those merged into an item already in the library. */
  done: number;
  /** Of `done`, rows merged into an existing item (same normalised URL) instead of doubled. */
  merged: number;
  /** Rows that could not be stored (an error on our side); listed in the report. */
  failed: number;
  /** Rows refused (not a web link, formula, unsafe scheme...); listed in the report. */
  skipped: number;
  /** New items saved as links, waiting for allowance or credits before their extraction. */
  awaitingQuota: number;
  createdAt: string;
  finishedAt: string | null;
}

export interface ImportJobDetail extends ImportJob {
  /** The first skipped or failed rows; the whole list is in `GET /api/import/{id}/report`. */
  skippedRows: ImportSkippedRow[];
}

export interface ImportStarted {
  id: number;
}

/** Rows of the report shown inline in `ImportJobDetail`. */
export const IMPORT_REPORT_PREVIEW_ROWS = 50;

export const EXPORT_FORMATS = ['netscape', 'csv', 'markdown'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  netscape: 'Bookmarks HTML',
  csv: 'CSV',
  markdown: 'Markdown (zip)',
};

/** What the import screen says before a file is sent. */
export const IMPORT_QUOTA_EXPLANATION =
  'Every link in the file is saved at once, with its tags, notes, favourite and read state, at no charge. ' +
  'Fetching the full text of each item uses your monthly saves, then your credits; items beyond them stay ' +
  'in your library as links, marked "Waiting", until your allowance renews — or you can extract one at a time.';

/** The import limits, said before a file is sent (the server answers 413, 400 and 409 past them). */
export const IMPORT_LIMITS_EXPLANATION =
  `A file may be up to ${LIMITS.importMaxBytes / (1024 * 1024)} MB and hold up to ` +
  `${groupDigits(LIMITS.importRowsMax)} links. Up to ${groupDigits(LIMITS.importPendingItemsMax)} ` +
  'imported links can wait to be read at a time; import more once those are done.';
