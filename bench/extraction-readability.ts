import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

// linkedom's and Readability's typings need the DOM lib, which the bench has not: the parts used.
interface BaseDocument {
  createElement(tag: string): { setAttribute(name: string, value: string): void };
  head: { prepend(node: unknown): void } | null;
}

/**
 * The baseline: Mozilla Readability on linkedom, run in this process on the same pages. Returns
 * the article's HTML (null when Readability finds none) and the CPU time it took; the caller
 * turns the HTML into words the same way as the expected HTML, so paragraphs never run together.
 */
export function readabilityHtml(html: string, url: string): { html: string | null; cpuMs: number } {
  const before = process.cpuUsage();
  let content: string | null = null;
  try {
    const { document } = parseHTML(html) as unknown as { document: BaseDocument };
    // Readability resolves links against the document's address; linkedom has none of its own.
    const base = document.createElement('base');
    base.setAttribute('href', url);
    document.head?.prepend(base);
    const article = new Readability(document).parse() as { content?: string | null } | null;
    content = article?.content ?? null;
  } catch {
    content = null;
  }
  const cpu = process.cpuUsage(before);
  return { html: content, cpuMs: (cpu.user + cpu.system) / 1000 };
}
