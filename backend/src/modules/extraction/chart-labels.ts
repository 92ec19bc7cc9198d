import type { TextBlock } from './text-blocks.js';

/** A number this short ("$915", "’22", "13.0%") standing alone may be a figure's label... */
const MAX_CHART_LABEL_CHARS = 12;
/** ...when this many stand this close together: the ticks of an axis, not a price or a date. */
const MIN_CHART_LABELS = 3;
const CHART_LABEL_REACH = 2;

function numberLine(block: TextBlock | undefined): boolean {
  return (
    block !== undefined &&
    block.text.length <= MAX_CHART_LABEL_CHARS &&
    /\d/.test(block.text) &&
    !/\p{L}/u.test(block.text) &&
    !block.owner.closest('td, th, li, pre, code')
  );
}

/**
 * Short numbers alone on their lines outside tables, lists and code, several together: the axis
 * and value labels of a chart drawn in HTML, not the article's prose.
 */
export function chartLabel(blocks: TextBlock[], index: number): boolean {
  if (!numberLine(blocks[index])) return false;
  let near = 0;
  for (let other = index - CHART_LABEL_REACH; other <= index + CHART_LABEL_REACH; other += 1)
    if (numberLine(blocks[other])) near += 1;
  return near >= MIN_CHART_LABELS;
}
