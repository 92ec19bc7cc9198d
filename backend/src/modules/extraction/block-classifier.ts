import type { TextBlock } from './text-blocks.js';

/**
 * Boilerplate removal by block classification, after jusText (Pomikálek, 2011): each text block
 * is judged by its length, link density and the share of common function words (prose has many;
 * menus, buttons and link lists few), then short and borderline blocks take the class of their
 * neighbours, so a caption between two paragraphs stays and a lone sentence among links goes.
 */

export type BlockClass = 'good' | 'bad' | 'short' | 'neargood';

const LENGTH_LOW = 70;
const LENGTH_HIGH = 200;
const STOPWORDS_LOW = 0.3;
const STOPWORDS_HIGH = 0.32;
/** Below this share of function words in its longest blocks, a page's language is not in the list. */
const UNKNOWN_LANGUAGE_SHARE = 0.08;

/**
 * The function-word thresholds for this page. jusText's (0.30 and 0.32) assume a full stop-word
 * list of the page's language; the short lists here find fewer in some languages (German prose
 * scores about 0.25), so the thresholds are lowered to 85 % and 75 % of the share in the page's
 * longest blocks, which are prose on nearly every page. `null`: judge by length and links alone.
 */
export interface Thresholds {
  high: number;
  low: number;
}

export function pageThresholds(blocks: TextBlock[]): Thresholds | null {
  const longest = [...blocks]
    .sort((a, b) => b.text.length - a.text.length)
    .slice(0, 5)
    .map((block) => block.text)
    .join(' ');
  const share = functionWordShare(longest);
  if (share < UNKNOWN_LANGUAGE_SHARE) return null;
  return {
    high: Math.min(STOPWORDS_HIGH, share * 0.85),
    low: Math.min(STOPWORDS_LOW, share * 0.75),
  };
}
const MAX_LINK_DENSITY = 0.2;
/** Prose (enough function words) may have up to this share of its text in links. */
const MAX_PROSE_LINK_DENSITY = 0.5;
const MAX_HEADING_DISTANCE = 200;

// Function words of the languages most pages are written in; a page in another language is
// judged by length and links alone (see `functionWordShare`).
const FUNCTION_WORDS = new Set(
  `a about after all also an and any are as at be because been but by can could did do does for from
  had has have he her his how i if in into is it its just more most my no not of on one only or other
  our out over she so some such than that the their them then there these they this those to up us
  was we were what when where which while who will with would you your
  de la le les des du un une et en est que qui dans pour pas sur au avec il elle ce ne se sont par
  der die das und ist nicht ein eine zu den mit von sich auf für im dem es auch als an wie
  el los las y en del que por con una para es lo como más pero sus al
  il di che e è per non un una sono con del della le da
  o os as de do da em um uma para com não por`
    .split(/\s+/)
    .filter(Boolean),
);

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
}

export function functionWordShare(text: string): number {
  const list = words(text);
  if (!list.length) return 0;
  return list.filter((word) => FUNCTION_WORDS.has(word)).length / list.length;
}

function initialClass(block: TextBlock, thresholds: Thresholds | null): BlockClass {
  const length = block.text.length;
  const linkDensity = block.linkChars / Math.max(length, 1);
  if (linkDensity > MAX_LINK_DENSITY) {
    // Prose with a few inline links (references of a documentation page) is borderline, not a menu.
    const prose =
      length >= LENGTH_LOW &&
      linkDensity <= MAX_PROSE_LINK_DENSITY &&
      thresholds !== null &&
      functionWordShare(block.text) >= thresholds.high;
    return prose ? 'neargood' : 'bad';
  }
  if (/©|\(c\) \d{4}|all rights reserved/i.test(block.text) && length < 300) return 'bad';
  if (length < LENGTH_LOW) return linkDensity > 0 ? 'bad' : 'short';
  if (!thresholds) return length > LENGTH_HIGH ? 'good' : 'neargood';
  const share = functionWordShare(block.text);
  if (share >= thresholds.high) return length > LENGTH_HIGH ? 'good' : 'neargood';
  if (share >= thresholds.low) return 'neargood';
  return 'bad';
}

function neighbour(
  classes: BlockClass[],
  from: number,
  step: 1 | -1,
  ignoreNeargood: boolean,
): 'good' | 'bad' | 'neargood' {
  for (let index = from + step; index >= 0 && index < classes.length; index += step) {
    const value = classes[index]!;
    if (value === 'good' || value === 'bad') return value;
    if (value === 'neargood' && !ignoreNeargood) return 'neargood';
  }
  return 'bad';
}

/** Classes of the blocks after context: each one is 'good' (content) or 'bad' (boilerplate). */
export function classifyBlocks(blocks: TextBlock[]): ('good' | 'bad')[] {
  const thresholds = pageThresholds(blocks);
  const initial = blocks.map((block) => initialClass(block, thresholds));
  // A short heading shortly before good text belongs to it.
  blocks.forEach((block, index) => {
    if (!block.heading || initial[index] !== 'short') return;
    let distance = 0;
    for (let next = index + 1; next < blocks.length && distance <= MAX_HEADING_DISTANCE; next++) {
      if (initial[next] === 'good') {
        initial[index] = 'neargood';
        break;
      }
      distance += blocks[next]!.text.length;
    }
  });

  const classes = [...initial];
  // Short blocks between two good ones are content; between two bad ones, boilerplate.
  for (let index = 0; index < classes.length; index++) {
    if (initial[index] !== 'short') continue;
    const previous = neighbour(initial, index, -1, true);
    const next = neighbour(initial, index, 1, true);
    if (previous === 'good' && next === 'good') classes[index] = 'good';
    else if (previous === 'bad' && next === 'bad') classes[index] = 'bad';
    else if (
      (previous === 'bad' && neighbour(initial, index, -1, false) === 'neargood') ||
      (next === 'bad' && neighbour(initial, index, 1, false) === 'neargood')
    )
      classes[index] = 'good';
    else classes[index] = 'bad';
  }
  // Borderline blocks are content unless boilerplate surrounds them.
  for (let index = 0; index < classes.length; index++) {
    if (classes[index] !== 'neargood') continue;
    const previous = neighbour(classes, index, -1, true);
    const next = neighbour(classes, index, 1, true);
    classes[index] = previous === 'bad' && next === 'bad' ? 'bad' : 'good';
  }
  // Headings just before content are kept with it.
  blocks.forEach((block, index) => {
    if (!block.heading || classes[index] !== 'bad' || initial[index] === 'bad') return;
    let distance = 0;
    for (let next = index + 1; next < blocks.length && distance <= MAX_HEADING_DISTANCE; next++) {
      if (classes[next] === 'good') {
        classes[index] = 'good';
        break;
      }
      distance += blocks[next]!.text.length;
    }
  });
  return classes.map((value) => (value === 'good' ? 'good' : 'bad'));
}
