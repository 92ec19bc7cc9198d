import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { cleanFileName } from '../../common/http/file-name.js';

/** A message that is not one: no header section, no sender. Refused with 554 before anything is kept. */
export class MalformedMessageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedMessageError';
  }
}

export interface InlineImage {
  bytes: Buffer;
}

export interface AttachedFile {
  fileName: string;
  bytes: Buffer;
}

/** What Vault reads from a received message. */
export interface InboundMail {
  from: { address: string; name: string | null };
  subject: string | null;
  messageId: string | null;
  /** The plain text, or the HTML's text (links written as `text [url]`). */
  text: string;
  html: string | null;
  /** It says it comes from a mailing list (`List-Unsubscribe` or `List-Id`). */
  listHeaders: boolean;
  /** The list's unsubscribe link: its web address when it gives one, else its mailto. */
  unsubscribeUrl: string | null;
  pdfs: AttachedFile[];
  /** Images carried in the message (inline or attached), in their order. */
  images: InlineImage[];
}

const HEADER_LINE = /^[!-9;-~]+$/;

function firstAddress(header: AddressObject | AddressObject[] | undefined) {
  const list = Array.isArray(header) ? header : header ? [header] : [];
  for (const group of list) {
    for (const entry of group.value) {
      if (entry.address) return { address: entry.address.toLowerCase(), name: entry.name || null };
    }
  }
  return null;
}

function unsubscribeOf(parsed: ParsedMail): string | null {
  const list = parsed.headers.get('list') as
    { unsubscribe?: { url?: string; mail?: string } } | undefined;
  const url = list?.unsubscribe?.url;
  if (url && /^https?:\/\//i.test(url)) return url;
  const mail = list?.unsubscribe?.mail;
  return mail ? `mailto:${mail}` : null;
}

/** Parses a received message with mailparser; throws `MalformedMessageError` for what is not mail. */
export async function parseInboundMail(raw: Buffer): Promise<InboundMail> {
  let parsed: ParsedMail;
  try {
    parsed = await simpleParser(raw, { skipImageLinks: true, skipTextLinks: true });
  } catch (error) {
    throw new MalformedMessageError(`unreadable MIME structure (${String(error)})`);
  }
  if (parsed.headerLines.length === 0 || parsed.headerLines.some((h) => !HEADER_LINE.test(h.key)))
    throw new MalformedMessageError('no valid header section');
  const from = firstAddress(parsed.from);
  if (!from) throw new MalformedMessageError('no sender address in From');
  const keys = new Set(parsed.headerLines.map((line) => line.key));
  const pdfs: AttachedFile[] = [];
  const images: InlineImage[] = [];
  for (const attachment of parsed.attachments) {
    const type = attachment.contentType.toLowerCase();
    if (type === 'application/pdf') {
      pdfs.push({
        fileName: cleanFileName(attachment.filename ?? 'attachment.pdf'),
        bytes: attachment.content,
      });
    } else if (type.startsWith('image/')) {
      images.push({ bytes: attachment.content });
    }
  }
  return {
    from,
    subject: parsed.subject?.trim() || null,
    messageId: parsed.messageId?.trim() || null,
    text: (parsed.text ?? '').trim(),
    html: typeof parsed.html === 'string' ? parsed.html : null,
    listHeaders: keys.has('list-unsubscribe') || keys.has('list-id'),
    unsubscribeUrl: unsubscribeOf(parsed),
    pdfs,
    images,
  };
}
