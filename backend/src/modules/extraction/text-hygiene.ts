import { decodeEntities } from './dom.js';

/**
 * Rules every stored main text keeps, whatever page it came from (checked per page by
 * `npm run bench -- extraction`):
 * 1. no markup: no `<tag …>` from noscript, comments or escaped HTML, no undecoded entities (a
 *    tag or entity the page's own code quotes is the author's text and stays);
 * 2. the title is not repeated as the first line, and byline-only and date-only lines are not at
 *    the start (they are stored as title, author and publishedAt);
 * 3. no short furniture line (copyright, "share", "subscribe", "read more"...) at either end;
 * 4. no paragraph twice (but a long paragraph of prose the body itself repeats in one stretch).
 * Paragraphs are separated by blank lines, as `extractMainText` writes them.
 */

export interface TextContext {
  title?: string | null;
  author?: string | null;
  /**
   * The texts of the page's code (`pre`, `code`), whitespace collapsed (quoted-code.ts): asked
   * only when a paragraph holds something that looks like markup.
   */
  quotedCode?: () => readonly string[];
}

/**
 * A comment, or a tag with attributes (`<img height="1" width="1" style=…>`): what leaks from
 * noscript blocks and escaped HTML. A bare `<img>` or `<noun>` in a sentence is the author's text.
 */
export const MARKUP = /<!--|-->|<[a-z][a-z0-9-]*\s+[a-z-]+\s*=[^<>]*>/i;
const MARKUP_ALL = /<!--[\s\S]*?-->|<!--|-->|<[a-z][a-z0-9-]*\s+[a-z-]+\s*=[^<>]*>/gi;
export const ENTITY = /&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/i;

const ENTITY_ALL = new RegExp(ENTITY.source, 'gi');

function isQuoted(match: string, quoted: readonly string[]): boolean {
  return quoted.some((code) => code.includes(match));
}

/** Rule 1: whether the paragraph holds a tag, comment or entity that no code of the page quotes. */
export function hasStrayMarkup(paragraph: string, quoted: readonly string[] = []): boolean {
  if (!MARKUP.test(paragraph) && !ENTITY.test(paragraph)) return false;
  if (!quoted.length) return true;
  for (const pattern of [MARKUP_ALL, ENTITY_ALL])
    for (const [match] of paragraph.matchAll(pattern)) if (!isQuoted(match, quoted)) return true;
  return false;
}

/**
 * Rule 1: stray tags and comments dropped, leftover (double-encoded) entities decoded; what the
 * page's code quotes (`quoted`, a tutorial's `<script src=… data-…>`) is kept as written.
 */
export function withoutMarkup(paragraph: string, quoted: readonly string[] = []): string {
  let text = paragraph;
  // Twice: `&amp;lt;b&amp;gt;` decodes to a tag, which then goes too.
  for (let round = 0; round < 2 && hasStrayMarkup(text, quoted); round += 1) {
    if (!quoted.length) {
      text = decodeEntities(text.replace(MARKUP_ALL, ' ')).replace(MARKUP_ALL, ' ');
      continue;
    }
    const unlessQuoted = (replace: (match: string) => string) => (match: string) =>
      isQuoted(match, quoted) ? match : replace(match);
    const dropTag = unlessQuoted(() => ' ');
    text = text
      .replace(MARKUP_ALL, dropTag)
      .replace(ENTITY_ALL, unlessQuoted(decodeEntities))
      .replace(MARKUP_ALL, dropTag);
  }
  // A paragraph's own line breaks (a poem's lines, an address) stay; other runs of space collapse.
  return text
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim();
}

/** Letters and digits only, lower-cased: how lines compare. */
export function comparable(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const MONTHS =
  'jan(?:uary|uar|vier|eiro)?|feb(?:ruary|ruar)?|f[ée]v(?:rier)?|fev(?:ereiro)?|m[aä]r(?:ch|z|s|zo|ço)?|apr(?:il)?|avr(?:il)?|abr(?:il)?|may|mai|mayo|maio|maggio|jun(?:e|i|io|ho)?|juin|giugno|jul(?:y|i|io|ho)?|juil(?:let)?|luglio|aug(?:ust)?|ao[uû]t|ago(?:sto)?|sep(?:t|tember|tembre|tiembre)?|set(?:embro|tembre)?|oct(?:ober|obre)?|okt(?:ober)?|out(?:ubro)?|ottobre|nov(?:ember|embre|embro)?|dec(?:ember)?|d[ée]c(?:embre)?|dez(?:ember|embro)?|dic(?:iembre|embre)?|gennaio|febbraio|aprile|enero|febrero|marzo|junio|julio|agosto|januari|februari|maart|mei|juni|juli|augustus|oktober|styczeń|luty|marzec|kwiecień|maj|czerwiec|lipiec|sierpień|wrzesień|październik|listopad|grudzień|stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia';
const WEEKDAYS =
  'mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes|sábado|domingo';
/** Words that introduce or accompany a date on a date line. */
const DATE_WORDS =
  'published|posted|updated|last|modified|on|at|am|um|uhr|den|le|el|de|del|il|op|veröffentlicht|aktualisiert|erstellt|publié|mis à jour|publicado|actualizado|pubblicato|stand|date|datum|fecha|time|today|heute|gmt|utc|cet|cest|est|edt|pst|pdt|bst|ist|a\\.m|p\\.m|am|pm|h';
const DATE_TOKEN = new RegExp(`\\b(?:${MONTHS}|${WEEKDAYS}|${DATE_WORDS})\\b\\.?`, 'giu');

/** Rule 2: a line that is a date (and time), with nothing else to read. */
export function isDateLine(line: string): boolean {
  if (line.length > 80 || !/\d/.test(line)) return false;
  const rest = line
    .toLowerCase()
    .replace(DATE_TOKEN, ' ')
    .replace(/[\d\s.,:/|–—()\-'’]+/g, ' ')
    .trim();
  return rest.length === 0;
}

const BYLINE = /^(?:by|von|par|por|di|door|av|od|text|texte|author|autor|auteur)\b[:\s]/i;

/** Rule 2: a line that only names the author (and maybe a date). */
export function isBylineLine(line: string, author?: string | null): boolean {
  if (line.length > 120) return false;
  const text = comparable(line);
  const name = author ? comparable(author) : '';
  if (name && (text === name || text === `by ${name}`)) return true;
  if (!BYLINE.test(line.trim())) return false;
  // "By Marta Quill" or "By JERUSALEM POST STAFF | May 3, 2021": a few words, no sentence.
  const withoutDate = line.replace(/[|•·,–—]\s*.*$/, '').trim();
  const words = withoutDate.split(/\s+/).length;
  return words <= 8 && !/[.!?]$/.test(withoutDate);
}

/** Rule 2: the title (or the title with the site's name) repeated as a line. */
export function isTitleLine(line: string, title?: string | null): boolean {
  if (!title) return false;
  const text = comparable(line);
  const wanted = comparable(title);
  return (
    !!wanted &&
    (text === wanted ||
      (text.startsWith(wanted) && text.length < wanted.length + 40 && wanted.length >= 20) ||
      // The page's heading, when the title adds a summary after it ("Heading. Summary…").
      (text.length >= 20 && wanted.startsWith(`${text} `)))
  );
}

/** Lines this long or longer are the start of the prose: the title, byline and date come before. */
const MAX_HEAD_LINE_CHARS = 150;
/** The leading short lines looked at for a title, byline or date. */
const MAX_HEAD_LINES = 8;

function withoutRepeatedHead(paragraphs: string[], context: TextContext): string[] {
  const kept: string[] = [];
  let index = 0;
  for (; index < paragraphs.length && index < MAX_HEAD_LINES; index += 1) {
    const line = paragraphs[index]!;
    // A long title (some sites put the summary in it) is still the title.
    if (isTitleLine(line, context.title)) continue;
    if (line.length >= MAX_HEAD_LINE_CHARS) break;
    if (!isDateLine(line) && !isBylineLine(line, context.author)) kept.push(line);
  }
  return [...kept, ...paragraphs.slice(index)];
}

/**
 * Rule 2 alone, for a text a platform extractor wrote (its posts and threads keep their shape);
 * null when the text was only the title (a link post).
 */
export function withoutHeadLines(text: string, context: TextContext): string | null {
  const paragraphs = paragraphsOf(text);
  const kept = withoutRepeatedHead(paragraphs, context);
  if (!kept.length) return null;
  return kept.length === paragraphs.length ? text : kept.join('\n\n');
}

/** Paragraphs shorter than this ("Yes", "—", a table cell) may repeat; longer ones may not. */
export const MIN_UNIQUE_CHARS = 25;

/** A paragraph of prose this long is the article's own even when it says the same again. */
const MIN_BODY_REPEAT_CHARS = 200;
/** ...when its copies stand this close: one stretch of the body, not a teaser above or below it. */
const MAX_BODY_REPEAT_GAP = 2;

/**
 * Rule 4: the indexes of paragraphs said again later on the page (a pull quote, a teaser or a
 * caption repeated in a list of other stories). A long paragraph of prose repeated within the
 * same stretch of the body (at most one short line, such as a heading, between the copies) is
 * the article's own text and stays.
 */
export function repeatedParagraphs(paragraphs: string[]): Set<number> {
  const lastSeen = new Map<string, number>();
  const repeats = new Set<number>();
  paragraphs.forEach((paragraph, index) => {
    if (paragraph.length < MIN_UNIQUE_CHARS) return;
    const key = comparable(paragraph);
    const previous = lastSeen.get(key);
    lastSeen.set(key, index);
    if (previous === undefined) return;
    const body =
      paragraph.length >= MIN_BODY_REPEAT_CHARS &&
      SENTENCE_END.test(paragraph) &&
      index - previous <= MAX_BODY_REPEAT_GAP &&
      paragraphs.slice(previous + 1, index).every((line) => line.length < MAX_HEADING_CHARS) &&
      !repeats.has(previous);
    if (!body) repeats.add(index);
  });
  return repeats;
}

const SENTENCE_END = /[.!?…)"”»’]$/;
/** A line between two copies no longer than this is a heading over the second. */
const MAX_HEADING_CHARS = 100;

function withoutRepeats(paragraphs: string[]): string[] {
  const repeats = repeatedParagraphs(paragraphs);
  return paragraphs.filter((_, index) => !repeats.has(index));
}

/** A copyright or terms line: "© 2024 Example", "All rights reserved". */
export const COPYRIGHT_LINE =
  /©|\(c\)\s*\d{4}|all rights reserved|alle rechte vorbehalten|tous droits réservés|todos los derechos reservados/i;
/** The labels of page furniture when they stand alone as a line. */
const FURNITURE_LABEL =
  /^(?:share(?: this(?: article| story| post)?)?|share on \w+|tweet|print|email|advertisement|anzeige|werbung|publicité|publicidad|read more|weiterlesen|mehr lesen|lire la suite|leer más|related(?: articles| posts| stories)?|most popular|most read|trending|comments?|leave a (?:comment|reply)|log ?in|log ?out|sign ?in|sign ?up|subscribe|newsletter|follow us|back to top|skip to (?:the )?(?:main )?(?:content|navigation|search|footer)|skip navigation|tags?|teilen|kommentare?|anmelden|abonnieren)\s*:?$/i;
/** Lines longer than this are prose, whatever words they share with furniture. */
const MAX_FURNITURE_LINE_CHARS = 120;

/** Rule 3: a line that is furniture by its shape: a short copyright line, or a lone label. */
export function isFurnitureLine(line: string): boolean {
  if (line.length > MAX_FURNITURE_LINE_CHARS) return false;
  return COPYRIGHT_LINE.test(line) || FURNITURE_LABEL.test(line.trim());
}

/** The paragraphs of a main text. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** A main text that keeps rules 1, 2 and 4; null when nothing is left. */
export function cleanMainText(text: string | null, context: TextContext = {}): string | null {
  if (!text) return null;
  const paragraphs = paragraphsOf(text)
    .map((paragraph) => withoutMarkup(paragraph, quotedFor(paragraph, context)))
    .filter((paragraph) => paragraph && !isFurnitureLine(paragraph));
  const cleaned = withoutRepeats(withoutRepeatedHead(paragraphs, context));
  return cleaned.length ? cleaned.join('\n\n') : null;
}

export type HygieneRule = 'markup' | 'head' | 'furniture' | 'repeat';

/** The page's quoted code, read only for a paragraph that looks like markup. */
function quotedFor(paragraph: string, context: TextContext): readonly string[] {
  if (!context.quotedCode || (!MARKUP.test(paragraph) && !ENTITY.test(paragraph))) return [];
  return context.quotedCode();
}

/** The rules a stored text breaks (for the benchmark's per-rule counts and the tests). */
export function hygieneBreaks(text: string | null, context: TextContext): HygieneRule[] {
  if (!text) return [];
  const paragraphs = paragraphsOf(text);
  const broken: HygieneRule[] = [];
  // Per paragraph, as the cleaner works: a line of code split over paragraphs is not a tag.
  if (paragraphs.some((paragraph) => hasStrayMarkup(paragraph, quotedFor(paragraph, context))))
    broken.push('markup');
  const first = paragraphs[0] ?? '';
  if (isTitleLine(first, context.title) || isDateLine(first) || isBylineLine(first, context.author))
    broken.push('head');
  if (paragraphs.some(isFurnitureLine)) broken.push('furniture');
  if (repeatedParagraphs(paragraphs).size) broken.push('repeat');
  return broken;
}
