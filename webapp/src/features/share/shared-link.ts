import { parseWebUrl } from '@vault/urls';

export interface SharedParams {
  url: string | null;
  text: string | null;
  title: string | null;
}

const LINK_IN_TEXT = /https?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the link ("see https://x.com/a."). */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"»…]+$/;

/**
 * The first web link of a share (Android's share sheet puts it in `url`, in `text`, or, for some
 * apps, in `title`): the whole `url` field first, then the first link written in each field.
 */
export function firstSharedLink(params: SharedParams): string | null {
  if (params.url) {
    const whole = parseWebUrl(params.url.trim());
    if (whole.ok) return whole.url;
  }
  for (const field of [params.url, params.text, params.title]) {
    for (const match of (field ?? '').matchAll(LINK_IN_TEXT)) {
      const parsed = parseWebUrl(match[0].replace(TRAILING_PUNCTUATION, ''));
      if (parsed.ok) return parsed.url;
    }
  }
  return null;
}

export function sharedParams(search: URLSearchParams): SharedParams {
  return { url: search.get('url'), text: search.get('text'), title: search.get('title') };
}

/**
 * Whether a share must wait for the person's click: the server marks a navigation from another
 * site with `review=1`; a referrer from another origin says the same where the browser sends no
 * Fetch Metadata. The share sheet opens the page with neither.
 */
export function mustConfirmShare(
  search: URLSearchParams,
  referrer: string = document.referrer,
  origin: string = window.location.origin,
): boolean {
  if (search.get('review') === '1') return true;
  if (!referrer) return false;
  try {
    return new URL(referrer).origin !== origin;
  } catch {
    return true;
  }
}
