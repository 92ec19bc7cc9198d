import { APP_START_CHUNKS_FILE, type AppStartChunks } from '@vault/contracts';
import { build, type InlineConfig, type Plugin, type Rolldown } from 'vite';

type Chunk = Rolldown.OutputChunk;

/** The chunks whose modules start the app: the app itself and the library, the signed-in home. */
const APP_START = /[\\/]src[\\/]app[\\/]start-app\.tsx$/;

/**
 * The signed-in pages a visit most often opens on, by the first segment of their path, as
 * src/app/first-page-code.ts lists them (first-screen-chunk.spec.ts holds the two lists equal).
 */
export const FIRST_PAGE_MODULES: Readonly<Record<string, RegExp>> = {
  '': /[\\/]src[\\/]pages[\\/]home[\\/]DashboardPage\.tsx$/,
  settings: /[\\/]src[\\/]pages[\\/]settings[\\/]SettingsPage\.tsx$/,
  'privacy-settings': /[\\/]src[\\/]pages[\\/]privacy-settings[\\/]PrivacySettingsPage\.tsx$/,
  kanban: /[\\/]src[\\/]pages[\\/]kanban[\\/]KanbanPage\.tsx$/,
  content: /[\\/]src[\\/]pages[\\/]content[\\/]ContentPage\.tsx$/,
};

const DASHBOARD = FIRST_PAGE_MODULES['']!;
/**
 * What every signed-in first screen loads on demand right after it paints (AppHeader.tsx,
 * RequireUser.tsx): the library's search box and header buttons, the live updates.
 */
export const LOADED_AFTER_FIRST_PAINT: readonly RegExp[] = [
  /[\\/]src[\\/]features[\\/]library[\\/]header[\\/]HeaderSearch\.tsx$/,
  /[\\/]src[\\/]features[\\/]library[\\/]header[\\/]LibraryHeaderActions\.tsx$/,
  /[\\/]src[\\/]features[\\/]library[\\/]live[\\/]LiveContentUpdates\.tsx$/,
];

/**
 * Chunks loaded before another of them runs (static imports), from `from` on.
 */
function staticClosure(chunks: Map<string, Chunk>, from: Chunk): Set<Chunk> {
  const seen = new Set<Chunk>();
  const pending = [from];
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const next = chunks.get(file);
      if (next) pending.push(next);
    }
  }
  return seen;
}

/**
 * The chunks with each one after the chunks it imports: the browser asks for them in this order
 * (the server's `<link rel="modulepreload">`s), so a chunk that needs no other (the UI kit's style
 * system) arrives and runs while the ones that need it still download.
 */
export function dependenciesFirst(chunks: Chunk[], byFile: Map<string, Chunk>): Chunk[] {
  const wanted = new Set(chunks);
  const ordered: Chunk[] = [];
  const placed = new Set<Chunk>();
  const place = (chunk: Chunk, path: Set<Chunk>) => {
    if (placed.has(chunk) || path.has(chunk)) return;
    path.add(chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported && wanted.has(imported)) place(imported, path);
    }
    path.delete(chunk);
    placed.add(chunk);
    ordered.push(chunk);
  };
  for (const chunk of chunks) place(chunk, new Set());
  return ordered;
}

function chunkOf(chunks: Chunk[], facade: RegExp): Chunk {
  // In the real build a page in a chunk group is one module of that chunk, not its facade.
  const found =
    chunks.find((chunk) => chunk.facadeModuleId && facade.test(chunk.facadeModuleId)) ??
    chunks.find((chunk) => chunk.moduleIds.some((id) => facade.test(id)));
  if (!found) throw new Error(`first-screen chunk: no chunk is built from ${String(facade)}`);
  return found;
}

/** The signed-in pages beside the library that a visit opens on: Account Settings, Privacy & Data. */
const ACCOUNT_PAGES = [FIRST_PAGE_MODULES.settings!, FIRST_PAGE_MODULES['privacy-settings']!];

/** What the survey build found: the modules of each chunk group of the real build. */
export interface FirstScreenModules {
  /** Starting the app and showing the library (the `app` chunk). */
  app: Set<string>;
  /** Only the account pages need them (their own chunk). */
  account: Set<string>;
  /** The account pages and other pages loaded on demand need them (one shared chunk). */
  shared: Set<string>;
}

function renderedModules(chunks: Iterable<Chunk>, into: Set<string>): void {
  for (const chunk of chunks) {
    for (const [id, module] of Object.entries(chunk.modules)) {
      if (module.renderedLength > 0) into.add(id);
    }
  }
}

/**
 * The modules (with code left after tree-shaking) of the chunk groups that shape the first
 * screens: what starting the app and showing the library need, apart from the entry's own (the
 * prerendered pages' few kB) and the library page's own chunk, which stays on its own so other
 * pages do not load it; and what the account pages need beyond that, split into what only they use
 * and what pages loaded on demand share with them.
 *
 * Why a survey build: the bundler's automatic split makes one chunk per set of lazy pages that
 * share a module, ~70 files of a few hundred bytes each for the first screen; each compresses
 * alone and costs a request, and on a phone's HTTP/1.1 connections (six at most) every request
 * beyond the sixth waits a round trip for a free one. Put in one chunk they compress ~15 kB
 * smaller. The set cannot be read off the module graph beforehand (the UI kit's barrel files reach
 * every component, most of them loaded only on demand), so a first build without the groups shows
 * which modules the first screens' chunks really hold.
 */
export async function surveyFirstScreenModules(config: InlineConfig): Promise<FirstScreenModules> {
  const result = await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, write: false, emptyOutDir: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) =>
    output.output.filter((file): file is Chunk => file.type === 'chunk'),
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('first-screen chunk: the survey build has no entry chunk');
  const dashboard = chunkOf(chunks, DASHBOARD);
  const loadedFirst = staticClosure(byFile, entry);

  const appChunks = new Set<Chunk>();
  for (const root of [chunkOf(chunks, APP_START), dashboard]) {
    for (const chunk of staticClosure(byFile, root)) {
      if (chunk !== dashboard && !loadedFirst.has(chunk)) appChunks.add(chunk);
    }
  }
  const accountRoots = ACCOUNT_PAGES.map((facade) => chunkOf(chunks, facade));
  const accountChunks = new Set<Chunk>();
  for (const root of accountRoots) {
    for (const chunk of staticClosure(byFile, root)) {
      if (chunk !== dashboard && !loadedFirst.has(chunk) && !appChunks.has(chunk)) {
        accountChunks.add(chunk);
      }
    }
  }
  // What the other pages loaded on demand reach: a chunk of the account pages among them is shared.
  const elsewhere = new Set<Chunk>();
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry || accountRoots.includes(chunk) || accountChunks.has(chunk)) continue;
    for (const reached of staticClosure(byFile, chunk)) elsewhere.add(reached);
  }
  // What the signed-in header and the library load right after their first paint: a chunk they
  // share with the account pages stays as the bundler split it, so the library's first screen does
  // not download the account pages' forms with it.
  const afterFirstPaint = new Set<Chunk>();
  for (const facade of LOADED_AFTER_FIRST_PAINT) {
    for (const reached of staticClosure(byFile, chunkOf(chunks, facade)))
      afterFirstPaint.add(reached);
  }
  const modules: FirstScreenModules = { app: new Set(), account: new Set(), shared: new Set() };
  renderedModules(appChunks, modules.app);
  renderedModules(
    [...accountChunks].filter((chunk) => !elsewhere.has(chunk)),
    modules.account,
  );
  renderedModules(
    [...accountChunks].filter((chunk) => elsewhere.has(chunk) && !afterFirstPaint.has(chunk)),
    modules.shared,
  );
  return modules;
}

/**
 * Writes `dist/<APP_START_CHUNKS_FILE>` (`AppStartChunks`): the chunks that start the app beyond
 * the entry's own, and each first page's own chunks beyond those, for the server to preload on a
 * signed-in page, whose HTML shows nothing until they have run (a public page paints from its HTML
 * and loads them later, so it does not get them). With the page's chunks in the HTML, they load
 * beside the app's instead of a round trip after the entry has run, and the entry's dynamic import
 * finds their `<link>`s there instead of adding one per chunk (~25 ms of a throttled phone).
 */
export function appStartChunks(): Plugin {
  return {
    name: 'vault-app-start-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const loadedFirst = staticClosure(byFile, entry);
      // Here the app's start is a module of the first-screen chunk, not a chunk's facade.
      const appStart = chunks.find((chunk) => chunk.moduleIds.some((id) => APP_START.test(id)));
      if (!appStart) throw new Error('app-start chunks: no chunk holds src/app/start-app.tsx');
      const appChunks = dependenciesFirst(
        [...staticClosure(byFile, appStart)].filter((chunk) => !loadedFirst.has(chunk)),
        byFile,
      );
      const loadedWithApp = new Set([...loadedFirst, ...appChunks]);
      const url = (chunk: Chunk) => `/${chunk.fileName}`;
      const pages = Object.fromEntries(
        Object.entries(FIRST_PAGE_MODULES).map(([segment, facade]) => [
          segment,
          [...staticClosure(byFile, chunkOf(chunks, facade))]
            .filter((chunk) => !loadedWithApp.has(chunk))
            .map(url),
        ]),
      );
      const manifest: AppStartChunks = { app: appChunks.map(url), pages };
      this.emitFile({
        type: 'asset',
        fileName: APP_START_CHUNKS_FILE,
        source: JSON.stringify(manifest),
      });
    },
  };
}
