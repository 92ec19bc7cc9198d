const MAX_NAME_LENGTH = 255;

/**
 * The uploader's file name as display text: no directories, no control characters, NFC, at most
 * 255 characters (the extension kept). It is never used as a path.
 */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // Control characters (C0, DEL, C1) could forge lines in logs or headers.
    .replace(/\p{Cc}/gu, '')
    .trim();
  if (!cleaned || cleaned === '.' || cleaned === '..') return 'file';
  const chars = Array.from(cleaned);
  if (chars.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(cleaned.slice(dot)) : [];
  if (extension.length > 16) return chars.slice(0, MAX_NAME_LENGTH).join('');
  return chars.slice(0, MAX_NAME_LENGTH - extension.length).join('') + extension.join('');
}

/**
 * Browsers send `"`, CR and LF in a multipart file name as %22, %0D and %0A (WHATWG HTML); every
 * other character arrives as typed.
 */
export function decodeFormFileName(raw: string | undefined): string | undefined {
  return raw?.replace(/%22/g, '"').replace(/%0[DA]/gi, '');
}
