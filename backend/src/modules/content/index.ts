// The content module's public surface: other modules import only from here. It owns
// `content_items`, `content_snapshots`, `content_copies` and `idempotency_keys`.
export { ContentModule } from './content.module.js';
export { ContentService } from './content.service.js';
export { ContentDeletionHooks } from './content-deletion-hooks.js';
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
export type { ContentItemEntity } from './content-item.entity.js';
