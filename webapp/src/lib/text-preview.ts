export interface TextPreview {
  /** The text to show while collapsed: the whole text, or its first `limit` characters plus '…'. */
  preview: string;
  /** Whether the text is longer than the limit, so See more / See less is offered. */
  truncated: boolean;
}

/**
 * The collapsed form of a long text (spec 4: cards 300, notes 200, detail 500 characters). The cut
 * never splits a surrogate pair, and trailing spaces before the ellipsis are dropped.
 */
export function previewText(text: string, limit: number): TextPreview {
  const characters = Array.from(text);
  if (characters.length <= limit) return { preview: text, truncated: false };
  return { preview: `${characters.slice(0, limit).join('').trimEnd()}…`, truncated: true };
}
