/** The YouTube video id of a watch, short, embed, live or youtu.be address. */
export function youtubeVideoId(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m|music)\./, '');
  if (host !== 'youtube.com' && host !== 'youtu.be') return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const candidate =
    host === 'youtu.be'
      ? segments[0]
      : url.pathname === '/watch'
        ? url.searchParams.get('v')
        : ['shorts', 'embed', 'live'].includes(segments[0] ?? '')
          ? segments[1]
          : null;
  return candidate && /^[\w-]{11}$/.test(candidate) ? candidate : null;
}

/** That moment of the video on YouTube (`watch?v=ID&t=123s`); null when the item is no YouTube video. */
export function videoMomentUrl(itemUrl: string, seconds: number): string | null {
  const id = youtubeVideoId(itemUrl);
  return id ? `https://www.youtube.com/watch?v=${id}&t=${Math.floor(seconds)}s` : null;
}

/** `m:ss`, or `h:mm:ss` past the hour. */
export function timestamp(seconds: number): string {
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The item's text without the transcript the server appended for search (shown on its own). */
export function textBeforeTranscript(
  text: string | null,
  transcriptWords: string | null,
): string | null {
  if (!text || !transcriptWords) return text;
  if (!text.endsWith(transcriptWords)) return text;
  const before = text.slice(0, text.length - transcriptWords.length).trimEnd();
  return before || null;
}
