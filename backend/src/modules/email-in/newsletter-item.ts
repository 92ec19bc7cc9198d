import type { EmailVerdict } from '@vault/contracts';
import { createHash } from 'node:crypto';
import { cleanMainText, readableMailHtml } from '../extraction/index.js';
import type { WholeItem } from '../content/index.js';
import { htmlText } from './html-text.js';
import type { InboundMail } from './inbound-mail.js';

/** Longest text kept from one message; the reader copy keeps the layout. */
const MAX_TEXT_CHARS = 200_000;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A plain-text message as reader HTML: its paragraphs, escaped. */
function textAsHtml(text: string): string | null {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');
}

/**
 * The message's own address (RFC 2392 `mid:`), so the same message saved twice is one item.
 * Without a Message-ID, its bytes' digest stands in.
 */
export function messageAddress(mail: InboundMail, raw: Buffer): string {
  const id = mail.messageId?.replace(/^<|>$/g, '');
  if (id) return `mid:${encodeURIComponent(id)}`;
  return `mid:${createHash('sha256').update(raw).digest('hex')}@vault`;
}

/** A newsletter as one library item: its subject, sender, text and reader copy. */
export function newsletterItem(
  mail: InboundMail,
  raw: Buffer,
  verdict: EmailVerdict,
): Omit<WholeItem, 'leadImage'> {
  const url = messageAddress(mail, raw);
  const senderDomain = mail.from.address.split('@').pop() ?? '';
  const fromHtml = mail.html ? readableMailHtml(mail.html) : null;
  // The HTML's own words when there is HTML; mailparser's rendering of it upper-cases headings.
  const text = fromHtml ? htmlText(fromHtml) : mail.text;
  const title = mail.subject ?? `Newsletter from ${mail.from.name ?? mail.from.address}`;
  const author = mail.from.name ?? mail.from.address;
  return {
    url,
    canonicalUrl: url,
    platform: 'newsletter',
    title,
    author,
    // The same text rules as a saved page: no subject or sender line repeated at the start.
    text: cleanMainText(text.slice(0, MAX_TEXT_CHARS), { title, author }),
    readableHtml: fromHtml ?? textAsHtml(mail.text),
    metadata: {
      siteName: senderDomain,
      email: verdict,
      ...(mail.unsubscribeUrl ? { unsubscribeUrl: mail.unsubscribeUrl } : {}),
    },
  };
}
