import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export interface CopySite {
  origin: string;
  port: number;
  /** Requests received per path. */
  hits: Map<string, number>;
  png: Buffer;
  close(): Promise<void>;
}

const TEXT = 'The analytical engine weaves algebraic patterns as the loom weaves flowers. '.repeat(
  12,
);

/** A page with a linked stylesheet (which imports another), a CSS background and an image. */
export function styledPage(title: string): string {
  return `<!doctype html><html lang="en"><head><title>${title}</title>
<link rel="stylesheet" href="/styles/site.css">
<script>document.title = 'RAN';</script></head>
<body><article><h1>${title}</h1><p onclick="alert(1)">${TEXT}</p>
<img src="/images/pic.png" alt="A red square"></article></body></html>`;
}

/**
 * A local website for the copy tests: pages, their stylesheets and images, each request counted.
 */
export async function startCopySite(): Promise<CopySite> {
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 220, g: 20, b: 60 } },
  })
    .png()
    .toBuffer();
  const hits = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://site');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const send = (type: string, body: string | Buffer) =>
      void response.writeHead(200, { 'content-type': type }).end(body);
    if (url.pathname.startsWith('/page/'))
      return send(
        'text/html; charset=utf-8',
        styledPage(decodeURIComponent(url.pathname.slice(6))),
      );
    switch (url.pathname) {
      case '/styles/site.css':
        return send(
          'text/css',
          '@import "more.css";\nbody { color: rgb(10, 20, 30); background: url(../images/bg.png); }',
        );
      case '/styles/more.css':
        return send('text/css', 'h1 { border-bottom: 3px solid rgb(40, 50, 60); }');
      case '/images/pic.png':
      case '/images/bg.png':
      case '/images/private.png':
        return send('image/png', png);
      case '/app':
        // A page its scripts build: the headless browser renders it.
        return send(
          'text/html; charset=utf-8',
          `<!doctype html><html><head><title>Built by script</title>
<link rel="stylesheet" href="/styles/site.css"></head><body><div id="root"></div>
<script>document.getElementById('root').innerHTML = '<article><h1>Built by script</h1><p>' + ${JSON.stringify(TEXT)} + '</p><img src="/images/pic.png" alt="x"></article>';</script></body></html>`,
        );
      default:
        response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    hits,
    png,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
