import { type DomElement, type DomNode, ELEMENT_NODE, TEXT_NODE } from './dom.js';
import type { TextBlock } from './text-blocks.js';

/** An item with at most this share of its own text in links is text, not a link. */
const MAX_TEXT_ITEM_LINK_SHARE = 0.5;
/** ...and this long: a few words ("New", "1.") say nothing about the list. */
const MIN_TEXT_ITEM_CHARS = 20;

const LISTS = new Set(['UL', 'OL']);

/** Text and link characters of an item, without those of the lists nested in it. */
function ownText(node: DomNode, inLink: boolean, sums: { chars: number; links: number }): void {
  if (node.nodeType === TEXT_NODE) {
    const length = (node.textContent ?? '').replace(/\s+/g, ' ').trim().length;
    sums.chars += length;
    if (inLink) sums.links += length;
    return;
  }
  if (node.nodeType !== ELEMENT_NODE || LISTS.has(node.nodeName.toUpperCase())) return;
  const link = inLink || node.nodeName.toUpperCase() === 'A';
  for (const child of Array.from(node.childNodes)) ownText(child, link, sums);
}

function textItem(item: DomNode, minChars = MIN_TEXT_ITEM_CHARS): boolean {
  const sums = { chars: 0, links: 0 };
  ownText(item, false, sums);
  return sums.chars >= minChars && sums.links <= sums.chars * MAX_TEXT_ITEM_LINK_SHARE;
}

/**
 * Whether a list holds text: an item of its own reads as text, or the item it is nested in does
 * however short ("In progress:" over the links to the work in progress).
 */
const textLists = new WeakMap<DomNode, boolean>();

function textList(list: DomElement): boolean {
  let text = textLists.get(list);
  if (text === undefined) {
    const parent = list.parentNode;
    text =
      Array.from(list.childNodes).some(
        (child) => child.nodeName.toUpperCase() === 'LI' && textItem(child),
      ) ||
      (parent !== null && parent.nodeName.toUpperCase() === 'LI' && textItem(parent, 1));
    textLists.set(list, text);
  }
  return text;
}

/**
 * An item of links in a list of text (a change log's "fixed <a>bug …</a>" beside items of
 * prose, the links under a point of the text): the list is the author's, not navigation, whose
 * lists are links item by item.
 */
export function linkItemOfTextList(block: TextBlock): boolean {
  const item = block.owner.closest('li');
  const list = item?.parentNode;
  if (!list || !LISTS.has(list.nodeName.toUpperCase())) return false;
  return textList(list as DomElement);
}
