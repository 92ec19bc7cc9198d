// The archive module's public surface: other modules import only from here. It owns
// `page_copies` and the stored copies and screenshots.
export { ArchiveCoreModule, ArchiveModule } from './archive.module.js';
export { PageCopyService } from './page-copy.service.js';
export type { PageCopyEntity } from './page-copy.entity.js';
