// The media module's public surface: other modules import only from here. It owns
// `media_attachments` and the stored files.
export { MediaModule } from './media.module.js';
export { MediaService } from './media.service.js';
export { MediaNotFoundError, MediaStorage } from './storage/media-storage.js';
