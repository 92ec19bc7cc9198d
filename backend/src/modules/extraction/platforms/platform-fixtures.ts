import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `../shared/data` beside the repository (CI keeps it there); never copied into the repo. */
export const SHARED_DATA = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../../shared/data',
);
export const PLATFORM_PAGES = path.join(SHARED_DATA, 'platform-pages');

export interface PlatformFixture {
  test: string;
  url: string;
  fixture: string | null;
  expected: Record<string, string | null | undefined>;
}

export function readFixtures(set: string): PlatformFixture[] {
  return JSON.parse(
    readFileSync(path.join(PLATFORM_PAGES, set, 'expected.json'), 'utf8'),
  ) as PlatformFixture[];
}

export function readPage(fixture: string): string {
  return readFileSync(path.join(PLATFORM_PAGES, fixture), 'utf8');
}

export const FIXTURE_SETS: Record<string, string[]> = {
  youtube: ['youtube/plugin/test'],
  x: ['x/plugin/test', 'x/integration/twitter-gif', 'x/integration/twitter-image'],
  tiktok: ['tiktok/plugin/test'],
  instagram: ['instagram/plugin/test', 'instagram/integration/instagram'],
  reddit: ['reddit/plugin/test'],
  linkedin: ['linkedin/integration/linkedin-company', 'linkedin/integration/linkedin-pulse'],
  github: ['github/integration/github'],
  medium: ['medium/integration/medium'],
};
