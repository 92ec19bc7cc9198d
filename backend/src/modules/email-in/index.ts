// The e-mail module's public surface: other modules import only from here. It owns
// `email_in_addresses`, `email_in_messages` and `email_in_newsletter_senders`.
export { EmailInCoreModule, EmailInModule } from './email-in.module.js';
export { EmailReceiverModule } from './email-receiver.module.js';
export { NewsletterSendersService } from './newsletter-senders.service.js';
export { SmtpReceiver } from './smtp-receiver.service.js';
export { MAIL_DNS_RESOLVER, type MailDnsResolver } from './mail-dns.js';
