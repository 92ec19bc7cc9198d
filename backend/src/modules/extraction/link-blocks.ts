import type { DomElement, DomNode } from './dom.js';
import type { TextBlock } from './text-blocks.js';

/** A block inside the container with more of its text in links than this is navigation... */
const MAX_LINK_SHARE = 0.8;

export function linkBlock(block: TextBlock): boolean {
  return block.linkChars > block.text.length * MAX_LINK_SHARE;
}

const paragraph = (block: TextBlock | undefined): block is TextBlock =>
  !!block && block.owner.nodeName.toUpperCase() === 'P';
const linkParagraph = (block: TextBlock | undefined) => paragraph(block) && linkBlock(block);

/**
 * ...unless it is a paragraph of links set between paragraphs of text ("Read the full
 * transcript", "Related: …", a few related headlines), which the article links to from within.
 * Runs of link paragraphs anywhere else are link lists.
 */
export function inlineLinkParagraph(blocks: TextBlock[], index: number): boolean {
  if (!linkParagraph(blocks[index]) || crossReference(blocks[index]!)) return false;
  let before = index - 1;
  while (linkParagraph(blocks[before])) before -= 1;
  let after = index + 1;
  while (linkParagraph(blocks[after])) after += 1;
  return paragraph(blocks[before]) && paragraph(blocks[after]);
}

/** A label ending in a colon before a link: "Read more: …", "Lea también: …", "Related: …". */
const LABEL = /^([^:]{1,30}):\s*\S/;

/**
 * A paragraph that is a label and a link to another page: a cross-reference the site sets into
 * the article, not its text. Known by its shape (short label, colon, the rest linked). A list
 * item so shaped is an entry of the article's references ("Doe, J. "Review: …"", linked).
 */
export function crossReference(block: TextBlock): boolean {
  if (block.owner.closest('li')) return false;
  const label = LABEL.exec(block.text);
  if (!label) return false;
  return block.linkChars >= (block.text.length - label[0].length) * MAX_LINK_SHARE;
}

/** Whether a table has header cells: a data table, not a layout grid of links. */
const headedTables = new WeakMap<DomNode, boolean>();

/**
 * A cell of a data table (one with header cells) is data even when it is a link: the titles in
 * a table of films, the names in a table of functions.
 */
export function dataTableCell(block: TextBlock): boolean {
  const name = block.owner.nodeName.toUpperCase();
  if (name !== 'TD' && name !== 'TH') return false;
  let table: DomNode | null = block.owner.parentNode;
  while (table && table.nodeName.toUpperCase() !== 'TABLE') table = table.parentNode;
  if (!table) return false;
  let headed = headedTables.get(table);
  if (headed === undefined) {
    headed = (table as DomElement).querySelector('th') !== null;
    headedTables.set(table, headed);
  }
  return headed;
}

/** A definition this long describes its term; shorter ones are fields ("Joined: 4 Jul 2012"). */
const MIN_DEFINITION_CHARS = 40;

/**
 * The term of a definition list that a description follows (an API reference's member names,
 * linked to their own pages): a term, not navigation.
 */
export function definitionTerm(block: TextBlock): boolean {
  const definition = block.owner.closest('dt')?.nextElementSibling;
  return (
    definition?.nodeName.toUpperCase() === 'DD' &&
    (definition.textContent ?? '').trim().length >= MIN_DEFINITION_CHARS
  );
}

/** Prose this long under a heading is a section of the text, not a teaser's summary. */
const MIN_SECTION_PROSE_CHARS = 200;

/**
 * A heading that is a link (to the product or place the section is about) over a paragraph of
 * prose: the title of a section of the text, not navigation.
 */
export function linkedSectionHeading(
  blocks: TextBlock[],
  classes: readonly string[],
  index: number,
): boolean {
  const next = blocks[index + 1];
  return (
    blocks[index]!.heading &&
    next !== undefined &&
    classes[index + 1] === 'good' &&
    !linkBlock(next) &&
    next.text.length > MIN_SECTION_PROSE_CHARS
  );
}

const WEB_ADDRESS = /^https?:\/\/\S+$/;

/**
 * A line that is a web address alone: a source the article cites (its list of sources and
 * links), which navigation never writes out.
 */
export function citedAddress(block: TextBlock): boolean {
  return WEB_ADDRESS.test(block.text);
}
