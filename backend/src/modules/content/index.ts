// The content module's public surface: other modules import only from here. It owns
// `content_items`, `content_snapshots`, `content_copies` and `idempotency_keys`.
export { ContentCoreModule, ContentModule } from './content.module.js';
export {
  ContentService,
  type SaveExtras,
  type SaveResult,
  type WholeItem,
  type WithNewItem,
} from './content.service.js';
export {
  ContentFeedReader,
  type LibraryFeedFilter,
  type LibraryFeedItem,
} from './content-feed-reader.js';
export { ContentDeletionHooks } from './content-deletion-hooks.js';
export {
  ContentTextHooks,
  type ReaderSource,
  type ReaderTextChanged,
} from './content-text-hooks.js';
export { ContentSearchSources, type SearchSource } from './content-search-sources.js';
export { parseSearch, type SearchTerms } from './search-query.js';
export { searchQuery } from './search-sql.js';
export { SqlParameters } from './sql-parameters.js';
export {
  type CompletedExtraction,
  ContentExtractionHooks,
  ContentSnapshots,
  type ExtractionCompletedHook,
} from './content-extraction-hooks.js';
export {
  ContentImportService,
  type ImportedLink,
  type StoredLink,
} from './content-import.service.js';
export {
  ContentLeadImages,
  leadImagePath,
  type LeadImageRemover,
  type LeadImageStorer,
  type StoredLeadImage,
} from './content-lead-images.js';
export {
  ContentStoredMedia,
  type MediaParts,
  type MediaPartsUpdate,
} from './content-stored-media.js';
export type { ContentItemEntity } from './content-item.entity.js';
