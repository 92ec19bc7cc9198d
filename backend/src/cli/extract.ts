import { createReadStream, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { loadConfig } from '../config/app-config.js';
import { ExtractionError } from '../modules/extraction/extraction-error.js';
import { ExtractionService } from '../modules/extraction/extraction.service.js';
import { extractPageWithSource } from '../modules/extraction/platform-extraction.js';
import { PageRendererService } from '../modules/extraction/render/page-renderer.service.js';
import { readHtml } from '../modules/extraction/quality/corpora.js';
import { refusal, wallOf } from '../modules/extraction/walls/page-wall.js';

const USAGE = `Usage: npm run extract -- <url> [--html FILE] [--offline] [--no-render]
       npm run extract -- --offline --batch FILE.jsonl [--stats]
         (lines {"url": ..., "html": "path/to/page.html"}; .gz pages are decompressed;
          --stats adds {"stats": {"cpuMs", "rssMb"}} to each result)`;

interface Options {
  url: string | null;
  html: string | null;
  batch: string | null;
  offline: boolean;
  /** Whether a page that needs JavaScript may be rendered in the headless browser. */
  render: boolean;
  stats: boolean;
}

function parseArgs(args: string[]): Options {
  const options: Options = {
    url: null,
    html: null,
    batch: null,
    offline: false,
    render: true,
    stats: false,
  };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--offline') options.offline = true;
    else if (arg === '--no-render') options.render = false;
    else if (arg === '--stats') options.stats = true;
    else if (arg === '--html') options.html = args[++index] ?? null;
    else if (arg === '--batch') options.batch = args[++index] ?? null;
    else if (arg && !arg.startsWith('--') && !options.url) options.url = arg;
    else throw new Error(`Unknown argument: ${arg ?? ''}`);
  }
  return options;
}

const config = loadConfig();
const renderArgs = process.argv.includes('--no-render') ? { RENDER_ENABLED: 'false' } : {};
const renderer = new PageRendererService(loadConfig({ ...process.env, ...renderArgs }));
const service = new ExtractionService(config, renderer);

/**
 * One extraction as the item stores it (a Reddit thread's comments under `discussion`);
 * `--offline` makes no request, so it needs the HTML.
 */
async function extractOne(
  url: string,
  htmlFile: string | null,
  offline: boolean,
  refuseWalls = false,
): Promise<object> {
  const html = htmlFile ? readHtml(htmlFile) : null;
  if (offline) {
    if (html === null)
      throw new ExtractionError('--offline needs --html FILE', { transient: false });
    const page = await extractPageWithSource({
      url,
      html,
      fetchJson: null,
      endpoints: config.platformEndpoints,
    });
    // A person's run reports a wall as a save would fail on it; the benchmark's batch keeps
    // scoring the extraction itself.
    const wall = refuseWalls ? wallOf(page, url, url, html) : null;
    if (wall) throw refusal(wall, page.platform);
    const { textFromPlatform: _textFromPlatform, ...result } = page;
    return result;
  }
  // `renderedWithBrowser` says whether the headless browser produced the result.
  const result = await service.extract({ url, html });
  return { ...result, renderedWithBrowser: result.renderedWithBrowser ?? false };
}

function errorResult(url: string, error: unknown): object {
  return { url, error: error instanceof Error ? error.message : String(error) };
}

/** Reads `{"url", "html"}` lines and writes one result per line, in order, in this one process. */
/** CPU time of this extraction and the process's memory afterwards, for the benchmark. */
async function measured(run: () => Promise<object>): Promise<object> {
  const before = process.cpuUsage();
  const result = await run();
  const cpu = process.cpuUsage(before);
  const stats = {
    cpuMs: (cpu.user + cpu.system) / 1000,
    rssMb: Math.round(process.memoryUsage().rss / 2 ** 20),
  };
  return { ...result, stats };
}

async function runBatch(file: string, offline: boolean, stats: boolean): Promise<void> {
  const lines = createInterface({ input: createReadStream(file) });
  const baseDir = path.dirname(path.resolve(file));
  for await (const line of lines) {
    if (!line.trim()) continue;
    let url = '';
    try {
      const entry = JSON.parse(line) as { url?: unknown; html?: unknown };
      url = typeof entry.url === 'string' ? entry.url : '';
      // Relative paths are read from the working directory, else beside the batch file.
      const htmlFile =
        typeof entry.html === 'string'
          ? existsSync(entry.html)
            ? entry.html
            : path.resolve(baseDir, entry.html)
          : null;
      const run = () => extractOne(url, htmlFile, offline);
      const result = stats ? await measured(run) : await run();
      process.stdout.write(`${JSON.stringify(result)}\n`);
    } catch (error) {
      process.stdout.write(`${JSON.stringify(errorResult(url, error))}\n`);
    }
  }
}

async function main(): Promise<void> {
  let options: Options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error, `\n${USAGE}`);
    process.exit(2);
  }
  if (options.batch) return runBatch(options.batch, options.offline, options.stats);
  if (!options.url) {
    console.error(USAGE);
    process.exit(2);
  }
  try {
    const result = await extractOne(options.url, options.html, options.offline, true);
    console.log(JSON.stringify(result, null, 2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

try {
  await main();
} finally {
  await renderer.onModuleDestroy();
}
