// The media module's public surface: other modules import only from here. It owns
// `media_attachments`, `stored_files`, `stored_file_uses` and the stored bytes.
export { MediaCoreModule, MediaModule } from './media.module.js';
export { StorageAllowance, type StorageUsageProvider } from './stored/storage-allowance.service.js';
export { StoredFilesService } from './stored/stored-files.service.js';
export { MediaService, type ReceivedFile } from './media.service.js';
export { MediaNotFoundError, MediaStorage } from './storage/media-storage.js';
