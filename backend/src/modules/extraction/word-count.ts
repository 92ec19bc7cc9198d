const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g;

/** Words of a text; CJK scripts, written without spaces, count two characters a word. */
export function wordCount(text: string | null): number | null {
  if (!text) return null;
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text.replace(CJK, ' ').split(/\s+/).filter(Boolean).length + Math.round(cjk / 2);
  return words > 0 ? words : null;
}
