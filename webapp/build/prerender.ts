import react from '@vitejs/plugin-react';
import { PRERENDER_DIR, PRERENDERED_PAGES, type PublicPageKey } from '@vault/contracts';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';

interface PrerenderModule {
  renderPage(page: PublicPageKey): Promise<string>;
  renderSharedCss(): string;
}

/** Marks the shared CSS in index.html (one copy, however often the build runs). */
const SHARED_CSS_ATTRIBUTE = 'data-shared-css';

/** Puts the shared CSS (app/theme.ts, `sharedStyles`) into the head of index.html. */
export function withSharedCss(html: string, css: string): string {
  const element = `<style ${SHARED_CSS_ATTRIBUTE}>${css}</style>`;
  const existing = new RegExp(`<style ${SHARED_CSS_ATTRIBUTE}>[\\s\\S]*?</style>`);
  if (existing.test(html)) return html.replace(existing, () => element);
  return html.replace('</head>', () => `    ${element}\n  </head>`);
}

/**
 * What React's first render in the browser does not put into `#root`, taken out of the HTML:
 * `<title>` (the server writes each page's head; React 19 moves a rendered title into <head>) and
 * the text of inline scripts (next-themes' colour-mode script, which the Content-Security-Policy
 * would block and whose work public/theme.js does; the client never runs it either).
 */
export function cleanPrerendered(html: string): string {
  return html
    .replace(/<title>[^<]*<\/title>/g, '')
    .replace(/<script([^>]*)>[\s\S]*?<\/script>/g, '<script$1></script>');
}

/**
 * After the client build: builds src/prerender.tsx for Node, renders each public page with it and
 * writes `dist/prerendered/<page>.html`, the markup the server puts into `#root`
 * (backend/src/bootstrap/webapp-static.ts), so the page paints before any script arrives.
 */
export function prerenderPages(): Plugin {
  let root = '';
  let outDir = 'dist';
  let ssrBuild = false;
  return {
    name: 'vault-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      ssrBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssrBuild) return;
      const serverDir = path.join(root, 'node_modules', '.vault-prerender');
      await build({
        root,
        configFile: false,
        logLevel: 'warn',
        plugins: [react()],
        // Everything in the one Node bundle: no module-format questions about the dependencies.
        ssr: { noExternal: true },
        build: {
          ssr: 'src/prerender.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
        },
      });
      const entry = pathToFileURL(path.join(serverDir, 'prerender.mjs')).href;
      const module = (await import(entry)) as PrerenderModule;
      const indexFile = path.join(outDir, 'index.html');
      await writeFile(
        indexFile,
        withSharedCss(await readFile(indexFile, 'utf8'), module.renderSharedCss()),
      );
      const target = path.join(outDir, PRERENDER_DIR);
      await mkdir(target, { recursive: true });
      for (const page of PRERENDERED_PAGES) {
        const html = cleanPrerendered(await module.renderPage(page));
        await writeFile(path.join(target, `${page}.html`), html);
      }
      await rm(serverDir, { recursive: true, force: true });
    },
  };
}
