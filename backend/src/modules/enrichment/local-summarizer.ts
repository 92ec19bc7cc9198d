import { MAX_SUMMARY_SENTENCES } from '@vault/contracts';
import { sentences, STOPWORDS, stem, wordsOf } from './sentences.js';

/**
 * Extractive summary: the sentences that best cover the text's frequent content words.
 *
 * Each content word (stop words removed, crudely stemmed) gets a weight of its frequency in the
 * text relative to the most frequent one; the title's words count double. A sentence scores the
 * mean weight of its words (so long sentences gain nothing by length alone), with a small bonus
 * for coming early (news and essays put the point first). The best sentences are picked greedily,
 * each one's words then counting half (so the summary does not repeat itself), and returned in
 * their original order.
 */

const MIN_WORDS = 6;
const MAX_WORDS = 60;
const MAX_SENTENCES_READ = 400;
const MAX_CHARS = 1_000;

export function localSummary(text: string | null, title: string | null = null): string | null {
  if (!text) return null;
  const all = sentences(text).slice(0, MAX_SENTENCES_READ);
  const candidates = all
    .map((sentence, index) => ({ sentence, index, stems: contentStems(sentence) }))
    .filter(({ sentence }) => {
      const count = wordsOf(sentence).length;
      // Headings, captions and link lists are short or lack a sentence's end.
      return count >= MIN_WORDS && count <= MAX_WORDS && /[.!?…"”)]$/.test(sentence);
    });
  if (!candidates.length) return fallback(all);

  const frequency = new Map<string, number>();
  for (const { stems } of candidates)
    for (const word of stems) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  for (const word of contentStems(title ?? '')) frequency.set(word, (frequency.get(word) ?? 0) + 2);
  const top = Math.max(1, ...frequency.values());
  const weight = new Map([...frequency].map(([word, count]) => [word, count / top]));

  const chosen: typeof candidates = [];
  const remaining = [...candidates];
  while (chosen.length < MAX_SUMMARY_SENTENCES && remaining.length) {
    let best = 0;
    let bestScore = -1;
    remaining.forEach(({ stems, index }, position) => {
      const sum = stems.reduce((total, word) => total + (weight.get(word) ?? 0), 0);
      const score = sum / Math.max(stems.length, 1) + 0.15 / (1 + index / 3);
      if (score > bestScore) [best, bestScore] = [position, score];
    });
    const [picked] = remaining.splice(best, 1);
    if (!picked) break;
    chosen.push(picked);
    for (const word of picked.stems) weight.set(word, (weight.get(word) ?? 0) / 2);
  }
  const summary = chosen
    .sort((a, b) => a.index - b.index)
    .map(({ sentence }) => sentence)
    .join(' ');
  return clip(summary);
}

function contentStems(sentence: string): string[] {
  return wordsOf(sentence)
    .filter((word) => !STOPWORDS.has(word) && !/^\d+$/.test(word) && word.length > 1)
    .map(stem);
}

/** Text without a single full sentence (a caption, a tweet): its first sentences as they are. */
function fallback(all: string[]): string | null {
  const text = all.slice(0, MAX_SUMMARY_SENTENCES).join(' ');
  return text ? clip(text) : null;
}

function clip(text: string): string {
  if (text.length <= MAX_CHARS) return text;
  const cut = text.slice(0, MAX_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_CHARS / 2))}…`;
}
