import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPageCopy } from './page-copy-html.js';
import { ResourceInliner } from './resource-inliner.js';
import { safeResourceFetch } from './safe-resource-fetch.js';

let server: http.Server;
let origin = '';
let allowed: string[] = [];
const hits: string[] = [];
let png: Buffer;
let bigPng: Buffer;

beforeAll(async () => {
  png = await sharp({
    create: { width: 4, height: 4, channels: 3, background: { r: 200, g: 30, b: 30 } },
  })
    .png()
    .toBuffer();
  bigPng = Buffer.concat([png, Buffer.alloc(64 * 1024)]);
  const files: Record<string, [string, string | Buffer]> = {
    '/style.css': [
      'text/css',
      '@import url("more.css") screen;\nbody { color: rgb(1, 2, 3); background: url(img/bg.png); }',
    ],
    '/more.css': ['text/css', 'h1 { background-image: url("../pic.png"); }'],
    '/img/bg.png': ['image/png', png],
    '/pic.png': ['image/png', png],
    '/big.png': ['image/png', bigPng],
    '/fake.png': ['image/png', '<html><script>alert(1)</script></html>'],
    '/script.js': ['text/javascript', 'alert(1)'],
  };
  server = http.createServer((request, response) => {
    hits.push(request.url ?? '');
    const file = files[request.url ?? ''];
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': file[0] }).end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  allowed = [`127.0.0.1:${port}`];
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function inliner(limits: Partial<ResourceInliner['limits']> = {}): ResourceInliner {
  return new ResourceInliner(safeResourceFetch(allowed), {
    resourceMaxBytes: 1024 * 1024,
    totalResourceMaxBytes: 4 * 1024 * 1024,
    resourcesMax: 50,
    importDepthMax: 3,
    ...limits,
  });
}

const pngData = () => `data:image/png;base64,${png.toString('base64')}`;

describe('buildPageCopy', () => {
  it('removes scripts, handlers, frames, plugins, forms, refreshes and script addresses', async () => {
    const html = `<!doctype html><html><head>
      <meta http-equiv="refresh" content="0;url=https://example.test/">
      <base href="https://elsewhere.test/">
      <script>alert(1)</script><script src="${origin}/script.js"></script>
      </head><body onload="alert(2)">
      <p onclick="alert(3)" ONMOUSEOVER="alert(4)">Text stays</p>
      <a href="javascript:alert(5)">bad link</a><a href=" JaVaScRiPt:alert(6)">bad 2</a>
      <a href="/page">good link</a>
      <svg onload="alert(7)"><script>alert(8)</script><a xlink:href="javascript:alert(9)"><text>t</text></a>
        <set attributeName="href" to="javascript:alert(10)"/><use href="https://example.test/s.svg#x"/></svg>
      <iframe src="${origin}/"></iframe><frameset><frame src="x"></frameset>
      <object data="x.swf"></object><embed src="x.swf">
      <form action="/api/auth/logout" method="post"><input name="q" value="kept"><button formaction="/api/x">Go</button></form>
      <noscript><img src="x.png"></noscript>
      </body></html>`;
    const copy = await buildPageCopy(html, `${origin}/articles/one`, inliner());
    expect(copy).toContain('Text stays');
    expect(copy).toContain('value="kept"');
    for (const gone of [
      '<script',
      'alert(',
      'javascript:',
      '<iframe',
      '<frame',
      '<object',
      '<embed',
      '<form',
      'action=',
      'http-equiv',
      '<base',
      '<noscript',
      'onload',
      'onclick',
      '<set',
      'example.test/s.svg',
    ]) {
      expect(copy.toLowerCase()).not.toContain(gone.toLowerCase());
    }
    // Links show their address, resolved against the page's own base, and lead nowhere.
    expect(copy).toContain('<a title="https://elsewhere.test/page">good link</a>');
    expect(copy).not.toContain('href=');
    expect(hits).not.toContain('/script.js');
  });

  it('inlines stylesheets, imports, CSS backgrounds and images as data: URIs', async () => {
    const html = `<html><head><link rel="stylesheet" href="/style.css"><style>p { background: url('pic.png') }</style></head>
      <body><h1 style="background-image: url(/pic.png)">Title</h1>
      <img src="/pic.png" srcset="/pic.png 1x, /img/bg.png 2x" alt="a">
      <picture><source srcset="/img/bg.png"><img alt="b"></picture>
      <img data-src="/pic.png" alt="lazy"></body></html>`;
    const copy = await buildPageCopy(html, `${origin}/`, inliner());
    expect(copy).not.toContain('<link');
    expect(copy).toContain('color: rgb(1, 2, 3)');
    expect(copy).toContain('@media screen');
    expect(copy).not.toContain('@import');
    expect(copy).not.toMatch(/url\((?!"data:|&quot;data:)/);
    expect(copy).not.toContain('srcset');
    expect(copy).not.toContain('<source');
    const images = copy.match(/src="data:image\/png;base64,[^"]+"/g) ?? [];
    expect(images).toHaveLength(3);
    expect(copy.split(pngData()).length - 1).toBeGreaterThanOrEqual(6);
  });

  it('refuses private addresses, non-images and what passes the size caps', async () => {
    const tight = inliner({ resourceMaxBytes: 32 * 1024 });
    const port = new URL(origin).port;
    const html = `<body>
      <img id="private" src="http://localhost:${port}/pic.png">
      <img id="lan" src="http://10.0.0.1/pic.png">
      <img id="fake" src="/fake.png"><img id="big" src="/big.png"><img id="ok" src="/pic.png">
      <div style="background: url(http://169.254.169.254/latest/meta-data)">x</div></body>`;
    const copy = await buildPageCopy(html, `${origin}/`, tight);
    expect(copy).toContain(`<img id="ok" src="${pngData()}">`);
    for (const id of ['private', 'lan', 'fake', 'big']) expect(copy).toContain(`<img id="${id}">`);
    expect(copy).toContain('url(&quot;data:,&quot;)');
    expect(copy).not.toContain('169.254');
    expect(tight.skipped.map((skip) => skip.url)).toEqual(
      expect.arrayContaining([`http://localhost:${port}/pic.png`, 'http://10.0.0.1/pic.png']),
    );
  });

  it('stops inlining at the total cap and the resource count', async () => {
    const full = inliner({ totalResourceMaxBytes: png.length + 10 });
    const copy = await buildPageCopy(
      `<body><img src="/pic.png"><img src="/img/bg.png"></body>`,
      `${origin}/`,
      full,
    );
    expect(copy.split(pngData()).length - 1).toBe(1);
    expect(full.bytes).toBeLessThanOrEqual(png.length + 10);
    const few = inliner({ resourcesMax: 1 });
    const second = await buildPageCopy(
      `<body><img src="/pic.png"><img src="/img/bg.png"></body>`,
      `${origin}/`,
      few,
    );
    expect(second.split(pngData()).length - 1).toBe(1);
  });

  it('keeps the images the extension inlined in its snapshot, without fetching them', async () => {
    const signedIn = `data:image/png;base64,${png.toString('base64')}`;
    const html = `<body>
      <img id="member" src="/members-only.png" srcset="/members-only.png 2x"
        data-vault-inline-src="${signedIn}" alt="m">
      <picture><source srcset="/members-wide.png"><img id="chosen" src="/members-wide.png"
        data-vault-inline-src="${signedIn}"></picture>
      <div id="banner" style="color: red" data-vault-inline-background="${signedIn}">b</div>
      <img id="forged" src="/pic.png" data-vault-inline-src="data:text/html;base64,PHNjcmlwdD4=">
      <div id="escape" data-vault-inline-background='data:image/png;base64,AA"); x: url("/x'>e</div>
    </body>`;
    hits.length = 0;
    const counted = inliner();
    const copy = await buildPageCopy(html, `${origin}/`, counted);
    expect(copy).toContain(`<img id="member" src="${signedIn}" alt="m">`);
    expect(copy).toContain(`<picture><img id="chosen" src="${signedIn}"></picture>`);
    expect(copy).toContain(
      `<div id="banner" style="color: red; background-image: url(&quot;${signedIn}&quot;);">b</div>`,
    );
    // Anything but a base64 image is not taken from the snapshot: the page's source is fetched.
    expect(copy).toContain(`<img id="forged" src="${pngData()}">`);
    expect(copy).toContain('<div id="escape">e</div>');
    expect(copy).not.toContain('data-vault-inline');
    expect(copy).not.toContain('text/html');
    expect(hits).toEqual(['/pic.png']);
    expect(counted.bytes).toBe(png.length * 4);
  });

  it('keeps a stylesheet from closing its own element', async () => {
    const copy = await buildPageCopy(
      `<head><style>p::after { content: "</style><script>alert(1)</script>" }</style></head><body>x</body>`,
      `${origin}/`,
      inliner(),
    );
    expect(copy).not.toContain('</style><script');
  });
});
