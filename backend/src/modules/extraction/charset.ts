import { TextDecoder } from 'node:util';

export interface ContentType {
  /** Lower-case MIME type without parameters, e.g. `text/html`. */
  mimeType: string | null;
  charset: string | null;
}

export function parseContentType(header: string | null | undefined): ContentType {
  if (!header) return { mimeType: null, charset: null };
  const [type = '', ...params] = header.split(';');
  const mimeType = type.trim().toLowerCase() || null;
  let charset: string | null = null;
  for (const param of params) {
    const match = /^\s*charset\s*=\s*["']?([^"'\s]+)/i.exec(param);
    if (match?.[1]) charset = match[1].toLowerCase();
  }
  return { mimeType, charset };
}

export function isHtmlType(mimeType: string | null): boolean {
  return mimeType === 'text/html' || mimeType === 'application/xhtml+xml';
}

// The HTML spec's prescan looks at the first 1024 bytes; pages often put the tag a bit later.
const PRESCAN_BYTES = 4096;
const META_CHARSET = /<meta\b[^>]*?\bcharset\s*=\s*["']?\s*([\w.:-]+)/i;

function sniffBom(body: Buffer): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  return null;
}

/** The charset a `<meta charset>` or `<meta http-equiv content-type>` near the start declares. */
export function sniffMetaCharset(body: Buffer): string | null {
  const head = body.subarray(0, PRESCAN_BYTES).toString('latin1');
  const label = META_CHARSET.exec(head)?.[1]?.toLowerCase() ?? null;
  // A page that could be read as ASCII to find this tag is not UTF-16 (HTML spec rule).
  return label?.startsWith('utf-16') ? 'utf-8' : label;
}

function decoderFor(label: string): TextDecoder | null {
  try {
    return new TextDecoder(label);
  } catch {
    return null;
  }
}

/**
 * Decodes a body the way browsers do: byte-order mark, then the Content-Type charset, then
 * (for HTML) a `<meta>` declaration, else UTF-8. Unknown labels fall back to UTF-8.
 */
export function decodeBody(body: Buffer, contentType: string | null | undefined): string {
  const { mimeType, charset } = parseContentType(contentType);
  const sniffHtml = mimeType === null || isHtmlType(mimeType);
  const candidates = [sniffBom(body), charset, sniffHtml ? sniffMetaCharset(body) : null];
  for (const label of candidates) {
    const decoder = label ? decoderFor(label) : null;
    if (decoder) return decoder.decode(body);
  }
  return new TextDecoder('utf-8').decode(body);
}
