// The media module's public surface: other modules import only from here. It owns
// `media_attachments` and the stored files.
export { MediaModule } from './media.module.js';
export { MediaService, type ReceivedFile } from './media.service.js';
