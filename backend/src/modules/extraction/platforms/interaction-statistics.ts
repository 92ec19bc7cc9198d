import type { ExtractionMetadata } from '../extraction.types.js';
import { parseCount } from './counts.js';
import { at, isObject, type JsonObject } from './embedded-json.js';

// schema.org InteractionCounter action types by the metadata key they count toward.
const ACTIONS: ReadonlyArray<readonly [keyof ExtractionMetadata, RegExp]> = [
  ['likes', /Like|Endorse|Agree/i],
  ['comments', /Comment|Reply/i],
  ['shares', /Share/i],
  ['views', /Watch|View/i],
];

/** Engagement a JSON-LD node states (`interactionStatistic`, `commentCount`). */
export function interactionCounts(node: JsonObject): ExtractionMetadata {
  const counts: ExtractionMetadata = {};
  const statistics = node.interactionStatistic;
  for (const statistic of Array.isArray(statistics) ? statistics : [statistics]) {
    if (!isObject(statistic)) continue;
    const type = at(statistic, 'interactionType');
    const name =
      typeof type === 'string'
        ? type
        : isObject(type) && typeof type['@type'] === 'string'
          ? type['@type']
          : '';
    const value = parseCount(statistic.userInteractionCount as string | number | undefined);
    const key = ACTIONS.find(([, pattern]) => pattern.test(name))?.[0];
    if (key && value !== null && counts[key] === undefined) Object.assign(counts, { [key]: value });
  }
  const comments = parseCount(node.commentCount as string | number | undefined);
  if (comments !== null && counts.comments === undefined) counts.comments = comments;
  return counts;
}
