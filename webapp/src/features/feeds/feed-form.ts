import { FEED_LIMITS } from '@vault/contracts';

/** Keywords typed as one line, separated by commas: trimmed, blanks and repeats dropped. */
export function parseKeywords(text: string): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const word of text.split(',').map((part) => part.trim())) {
    if (!word || seen.has(word.toLocaleLowerCase())) continue;
    seen.add(word.toLocaleLowerCase());
    keywords.push(word);
  }
  return keywords;
}

/** What is wrong with the keywords typed, or undefined. */
export function keywordsError(text: string): string | undefined {
  const keywords = parseKeywords(text);
  if (keywords.length > FEED_LIMITS.keywordsMax) {
    return `At most ${FEED_LIMITS.keywordsMax} keywords`;
  }
  if (keywords.some((word) => word.length > FEED_LIMITS.keywordMaxLength)) {
    return `A keyword can be at most ${FEED_LIMITS.keywordMaxLength} characters`;
  }
  return undefined;
}

/** What is wrong with the address typed, or undefined (the server finds the feed itself). */
export function feedAddressError(text: string): string | undefined {
  const value = text.trim();
  if (!value) return 'Enter the address of a feed or a website';
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'Enter a web address';
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return 'Enter a web address';
  } catch {
    return 'Enter a web address';
  }
  return undefined;
}

/** The address as sent: a bare `example.com/blog` gets https://. */
export function feedAddress(text: string): string {
  const value = text.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
}
