import { MAX_TOPICS, type Topic } from '@vault/contracts';
import { stem, STOPWORDS, wordsOf } from './sentences.js';
import { TOPIC_LEXICON } from './topic-lexicon.js';

/**
 * Local topic classifier: weighted keyword lexicons per topic (`topic-lexicon.ts`).
 *
 * The title's words count 3 times, the description's twice, the first 2,000 words of the text
 * once. Each occurrence of a lexicon word adds its weight (strong 2, weak 1) to its topics, with
 * repeats of one word dampened (square root of its count) so one word said often cannot decide
 * alone. Scores are divided by the square root of the words read, so long texts need
 * proportionally more evidence. The best topic is kept if it reaches a minimum; others if they
 * reach half the best score; at most 3. Nothing reaching the minimum gives `Other`.
 */

type Scored = Exclude<Topic, 'Other'>;

const LEXICON = new Map<string, { topic: Scored; weight: number }[]>();
for (const [topic, { strong, weak }] of Object.entries(TOPIC_LEXICON) as [
  Scored,
  { strong: string; weak: string },
][]) {
  for (const [list, weight] of [
    [weak, 1],
    [strong, 2],
  ] as const) {
    for (const word of list.split(/\s+/).filter(Boolean)) {
      const key = stem(word.replace(/-/g, ' '));
      const entries = LEXICON.get(key) ?? [];
      const existing = entries.find((entry) => entry.topic === topic);
      if (existing) existing.weight = Math.max(existing.weight, weight);
      else entries.push({ topic, weight });
      LEXICON.set(key, entries);
    }
  }
}

const MAX_TEXT_WORDS = 2_000;
/** Minimum normalised score of the best topic (about two strong words in a short text). */
const MIN_SCORE = 0.35;
const RELATIVE_TO_BEST = 0.5;

/** Word stems with their weighted counts; hyphenated lexicon entries match adjacent words. */
function counts(parts: [string | null, number][]): { counts: Map<string, number>; total: number } {
  const result = new Map<string, number>();
  let total = 0;
  for (const [text, factor] of parts) {
    if (!text) continue;
    const words = wordsOf(text).slice(0, MAX_TEXT_WORDS);
    words.forEach((word, index) => {
      if (STOPWORDS.has(word)) return;
      total += factor;
      const stemmed = stem(word);
      result.set(stemmed, (result.get(stemmed) ?? 0) + factor);
      const next = words[index + 1];
      if (next) {
        const pair = stem(`${word} ${next}`);
        if (LEXICON.has(pair)) result.set(pair, (result.get(pair) ?? 0) + factor);
      }
    });
  }
  return { counts: result, total };
}

export function classifyTopics(input: {
  title: string | null;
  description: string | null;
  text: string | null;
}): Topic[] {
  const { counts: words, total } = counts([
    [input.title, 3],
    [input.description, 2],
    [input.text, 1],
  ]);
  if (!total) return ['Other'];
  const scores = new Map<Scored, number>();
  for (const [word, count] of words) {
    for (const { topic, weight } of LEXICON.get(word) ?? []) {
      scores.set(topic, (scores.get(topic) ?? 0) + weight * Math.sqrt(count));
    }
  }
  const norm = Math.sqrt(total);
  const ranked = [...scores]
    .map(([topic, score]) => ({ topic, score: score / norm }))
    .sort((a, b) => b.score - a.score);
  const best = ranked[0];
  if (!best || best.score < MIN_SCORE) return ['Other'];
  return ranked
    .filter(({ score }) => score >= best.score * RELATIVE_TO_BEST)
    .slice(0, MAX_TOPICS)
    .map(({ topic }) => topic);
}
