// The WhatsApp module's public surface: other modules import only from here. It owns
// `whatsapp_verifications`, `whatsapp_messages` and `whatsapp_outbox`.
export { WhatsappCoreModule, WhatsappModule } from './whatsapp.module.js';
export { WhatsappPrivacyService } from './whatsapp-privacy.service.js';
export { extractLinks, MAX_LINKS_PER_MESSAGE } from './message-links.js';
