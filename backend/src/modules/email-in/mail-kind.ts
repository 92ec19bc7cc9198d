import { extractLinks } from '../whatsapp/index.js';
import type { InboundMail } from './inbound-mail.js';

/**
 * What a message is to Vault: a newsletter (list headers, or a sender the user marked) saved
 * whole; a message with links (a forward, a note to self) whose links are saved; or nothing
 * Vault can save, refused at the SMTP level so the sender's own mail system reports it.
 */
export type MailKind =
  { kind: 'newsletter' } | { kind: 'links'; links: string[] } | { kind: 'nothing' };

export function mailKind(mail: InboundMail, markedAsNewsletter: boolean): MailKind {
  if (mail.listHeaders || markedAsNewsletter) return { kind: 'newsletter' };
  const links = extractLinks(mail.text);
  return links.length ? { kind: 'links', links } : { kind: 'nothing' };
}
