const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/** The text's sentences, in order, trimmed; paragraph breaks always end a sentence. */
export function sentences(text: string): string[] {
  const result: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    for (const { segment } of segmenter.segment(paragraph.replace(/\s+/g, ' '))) {
      const sentence = segment.trim();
      if (sentence) result.push(sentence);
    }
  }
  return result;
}

/** Lower-case words of letters and digits (Unicode), for scoring. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
}

/** A crude English stem, enough to let "markets" meet "market" and "investing" meet "invest". */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  return word
    .replace(/['’]s$/, '')
    .replace(/(?:ies)$/, 'y')
    .replace(/(?:ing|ed|es|s)$/, '')
    .replace(/(.)\1$/, '$1');
}

// Frequent function words carry no topic and no summary weight.
export const STOPWORDS = new Set(
  `a about above after again against all also am an and any are aren as at be because been before
  being below between both but by can could did do does doing down during each few for from further
  had has have having he her here hers herself him himself his how i if in into is it its itself
  just let me more most my myself no nor not now of off on once only or other our ours ourselves out
  over own same she should so some such than that the their theirs them themselves then there these
  they this those through to too under until up very was we were what when where which while who
  whom why will with would you your yours yourself yourselves one two new like get got said says
  say many much may might must us way well even make made use used using still back also just via`
    .split(/\s+/)
    .filter(Boolean),
);
