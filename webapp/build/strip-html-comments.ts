import type { Plugin } from 'vite';

const SCRIPT_OR_STYLE = /(<(script|style)\b[\s\S]*?<\/\2>)/i;
const COMMENT_LINE = /^[ \t]*<!--[\s\S]*?-->[ \t]*\r?\n/gm;
const COMMENT = /<!--[\s\S]*?-->/g;

/** The HTML without its comments (notes for whoever edits the file, not for browsers); script and style bodies are left as they are. */
export function stripHtmlComments(html: string): string {
  return html
    .split(SCRIPT_OR_STYLE)
    .map((part, index) => {
      // split() with two groups yields [text, element, tag name, text, …].
      if (index % 3 !== 0) return part;
      return part.replace(COMMENT_LINE, '').replace(COMMENT, '');
    })
    .filter((_part, index) => index % 3 !== 2)
    .join('');
}

/** Sends index.html, and every page built from it, without the source's comments. */
export function htmlWithoutComments(): Plugin {
  return {
    name: 'vault:html-without-comments',
    transformIndexHtml: { order: 'pre', handler: stripHtmlComments },
  };
}
