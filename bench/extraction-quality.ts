import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './config.ts';

/**
 * The parts of the built backend the extraction scenario uses (`backend/dist`, built first):
 * the corpora of `../shared/data` and the token-F1 scorer, so the benchmark and the backend's
 * floor tests score pages the same way.
 */

export interface CorpusPage {
  set: 'readability-pages' | 'wcxb-dev';
  id: string;
  kind: string;
  url: string;
  htmlFile: string;
  expectedText: string;
  expectedTitle: string | null;
  expectedAuthor: string | null;
  expectedDate: string | null;
}

export interface PageScore {
  precision: number;
  recall: number;
  f1: number;
}

export interface SetScore extends PageScore {
  pages: number;
}

interface CorporaModule {
  readabilityPages: (dataDir: string) => CorpusPage[];
  wcxbPages: (dataDir: string) => CorpusPage[];
  htmlText: (html: string) => string;
  readHtml: (file: string) => string;
}

interface ScoreModule {
  scorePage: (extracted: string | null, expected: string) => PageScore;
  scoreSet: (pages: PageScore[]) => SetScore;
}

export interface PlatformFixture {
  test: string;
  url: string;
  fixture: string | null;
  expected: Record<string, string | null | undefined>;
}

export type HygieneRule = 'markup' | 'head' | 'furniture' | 'repeat';

interface HygieneModule {
  hygieneBreaks: (
    text: string | null,
    context: {
      title?: string | null;
      author?: string | null;
      quotedCode?: () => readonly string[];
    },
  ) => HygieneRule[];
}

interface QuotedCodeModule {
  /** The texts of a page's code, which text rule 1 leaves as written. */
  quotedCodeOfHtml: (html: string) => readonly string[];
}

interface PlatformFixturesModule {
  PLATFORM_PAGES: string;
  FIXTURE_SETS: Record<string, string[]>;
  readFixtures: (set: string) => PlatformFixture[];
}

const DIST = path.join(REPO_ROOT, 'backend', 'dist', 'modules', 'extraction');

async function load<T>(relative: string): Promise<T> {
  return (await import(pathToFileURL(path.join(DIST, relative)).href)) as T;
}

export const corpora = () => load<CorporaModule>('quality/corpora.js');
export const scoring = () => load<ScoreModule>('quality/text-score.js');
export const hygiene = () => load<HygieneModule>('text-hygiene.js');
export const quotedCode = () => load<QuotedCodeModule>('quoted-code.js');
export const platformFixtures = () =>
  load<PlatformFixturesModule>('platforms/platform-fixtures.js');
