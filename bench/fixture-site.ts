import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { FIRST_NAMES, LAST_NAMES, vocabulary } from './words.ts';

/**
 * A local website of articles for the workers to save from: `/article/<n>` is a page of 6–14
 * paragraphs (about 400–900 words) with a title, an author and a description, different for each
 * `n` and the same every time it is asked for.
 */

export interface FixtureSite {
  origin: string;
  /** Pages served. */
  served(): number;
  close(): Promise<void>;
}

const WORDS = vocabulary(5_000);

/** A small deterministic generator, so a page's words depend only on its number. */
function numbers(seed: number): () => number {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

function sentence(random: () => number): string {
  const length = 8 + Math.floor(random() * 14);
  const words = Array.from(
    { length },
    () => WORDS[Math.floor(Math.pow(WORDS.length, random())) - 1]!,
  );
  const text = words.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

function paragraph(random: () => number): string {
  return Array.from({ length: 3 + Math.floor(random() * 3) }, () => sentence(random)).join(' ');
}

export function articlePage(n: number): string {
  const random = numbers(n + 1);
  const title = sentence(random).slice(0, -1);
  const author = `${FIRST_NAMES[n % FIRST_NAMES.length]} ${LAST_NAMES[(n * 7) % LAST_NAMES.length]}`;
  const paragraphs = Array.from({ length: 6 + (n % 9) }, () => `<p>${paragraph(random)}</p>`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${title} | Bench Journal</title>
<meta property="og:title" content="${title}">
<meta property="og:site_name" content="Bench Journal">
<meta property="og:description" content="${sentence(random)}">
<meta name="author" content="${author}">
</head><body>
<header><nav><a href="/">Home</a> <a href="/about">About</a> <a href="/archive">Archive</a></nav></header>
<main><article><h1>${title}</h1><p class="byline">By ${author}</p>
${paragraphs.join('\n')}
</article></main>
<footer><p>Bench Journal, a local site for the benchmark.</p></footer>
</body></html>`;
}

export async function startFixtureSite(): Promise<FixtureSite> {
  let served = 0;
  const server = http.createServer((request, response) => {
    const match = /^\/article\/(\d+)$/.exec(new URL(request.url ?? '/', 'http://site').pathname);
    if (!match) {
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end('<h1>Not here</h1>');
      return;
    }
    served++;
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(articlePage(Number(match[1])));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    served: () => served,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
