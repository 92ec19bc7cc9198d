import type { Transcript, TranscriptLine, VideoChapter } from '@vault/contracts';
import { at, isObject, stringAt, type JsonObject } from './embedded-json.js';

export interface CaptionTrack {
  baseUrl: string;
  lang: string | null;
  source: Transcript['source'];
}

/** The player's caption tracks (`captions.playerCaptionsTracklistRenderer.captionTracks`). */
export function captionTracks(player: JsonObject | null): CaptionTrack[] {
  const list = at(player, 'captions.playerCaptionsTracklistRenderer.captionTracks');
  if (!Array.isArray(list)) return [];
  return list.filter(isObject).flatMap((track) => {
    const baseUrl = stringAt(track, 'baseUrl');
    if (!baseUrl) return [];
    return [
      {
        baseUrl,
        lang: stringAt(track, 'languageCode'),
        // `kind: "asr"` marks speech recognition; uploaded tracks carry no kind.
        source: stringAt(track, 'kind') === 'asr' ? ('automatic' as const) : ('uploaded' as const),
      },
    ];
  });
}

function primary(lang: string | null | undefined): string | null {
  return lang ? (lang.toLowerCase().split(/[-_]/)[0] ?? null) : null;
}

/**
 * The track in the video's language, uploaded captions before automatic ones. The spoken
 * language is the automatic track's (speech recognition runs on the audio), else the audio
 * language the player states, else the first track's; a translation of another language's
 * captions comes last.
 */
export function preferredTrack(
  tracks: CaptionTrack[],
  audioLanguage: string | null,
): CaptionTrack | null {
  if (tracks.length === 0) return null;
  const spoken = primary(
    tracks.find((track) => track.source === 'automatic')?.lang ?? audioLanguage ?? tracks[0]!.lang,
  );
  const inLanguage = tracks.filter((track) => primary(track.lang) === spoken);
  return (
    inLanguage.find((track) => track.source === 'uploaded') ??
    inLanguage[0] ??
    tracks.find((track) => track.source === 'uploaded') ??
    tracks[0]!
  );
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeOnce(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** Caption text: entities decoded (the XML form escapes them twice: `&amp;#39;`), one line. */
export function captionText(raw: string): string {
  return decodeOnce(decodeOnce(raw.replace(/<[^>]*>/g, '')))
    .replace(/\s+/g, ' ')
    .trim();
}

function seconds(value: unknown, scale = 1): number | null {
  const number = typeof value === 'string' || typeof value === 'number' ? Number(value) : NaN;
  return Number.isFinite(number) && number >= 0 ? Math.round((number / scale) * 1000) / 1000 : null;
}

/** The timed-text XML form: `<transcript><text start="1.2" dur="3.4">words</text>…`. */
function linesFromXml(xml: string): TranscriptLine[] {
  const lines: TranscriptLine[] = [];
  for (const match of xml.matchAll(/<text\b([^>]*)>([\s\S]*?)<\/text>/g)) {
    const attributes = match[1] ?? '';
    const start = seconds(/\bstart="([^"]*)"/.exec(attributes)?.[1]);
    const text = captionText(match[2] ?? '');
    if (start === null || !text) continue;
    lines.push({ start, duration: seconds(/\bdur="([^"]*)"/.exec(attributes)?.[1]), text });
  }
  return lines;
}

/** The `fmt=json3` form: `events[]` with `tStartMs`, `dDurationMs` and `segs[].utf8`. */
function linesFromJson3(data: unknown): TranscriptLine[] {
  const events = at(data, 'events');
  if (!Array.isArray(events)) return [];
  return events.filter(isObject).flatMap((event) => {
    const segments = Array.isArray(event.segs) ? event.segs.filter(isObject) : [];
    const text = captionText(segments.map((segment) => stringAt(segment, 'utf8') ?? '').join(''));
    const start = seconds(event.tStartMs, 1000);
    if (!text || start === null) return [];
    return [{ start, duration: seconds(event.dDurationMs, 1000), text }];
  });
}

/** A caption track's body in either form YouTube serves, as timed lines. */
export function parseCaptionTrack(body: string): TranscriptLine[] {
  const trimmed = body.trimStart();
  if (trimmed.startsWith('{')) {
    try {
      return linesFromJson3(JSON.parse(trimmed));
    } catch {
      return [];
    }
  }
  return linesFromXml(body);
}

/** The transcript's words as one searchable text, a paragraph per minute or so. */
export function transcriptText(transcript: Transcript): string {
  return transcript.lines.map((line) => line.text).join(' ');
}

const TIMESTAMP_LINE = /^\s*[[(]?((?:\d{1,2}:)?\d{1,2}:\d{2})[\])]?\s*(?:[-–—:|•]\s*)?(\S.*?)\s*$/;

function timestampSeconds(stamp: string): number {
  return stamp.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/**
 * Chapters from a description's timestamp lines ("0:00 Intro"), as YouTube itself reads them:
 * the first at 0:00, at least three, each after the one before; otherwise none.
 */
export function chaptersFromDescription(description: string | null): VideoChapter[] {
  if (!description) return [];
  const chapters: VideoChapter[] = [];
  for (const line of description.split('\n')) {
    const match = TIMESTAMP_LINE.exec(line);
    if (!match?.[1] || !match[2]) continue;
    chapters.push({ start: timestampSeconds(match[1]), title: match[2] });
  }
  if (chapters.length < 3 || chapters[0]!.start !== 0) return [];
  for (let index = 1; index < chapters.length; index += 1) {
    if (chapters[index]!.start <= chapters[index - 1]!.start) return [];
  }
  return chapters;
}
