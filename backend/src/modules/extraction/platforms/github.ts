import { LIMITS, type Discussion, type DiscussionComment } from '@vault/contracts';
import { cleanText, type DomDocument } from '../dom.js';
import { sanitizedFragment } from '../readable-html.js';
import type { ExtractionMetadata } from '../extraction.types.js';
import { parseCount } from './counts.js';
import {
  at,
  cleanMultiline,
  isObject,
  isoDate,
  metaContent,
  stringAt,
  type JsonObject,
} from './embedded-json.js';
import { githubDiscussionPage } from './github-discussion.js';
import type { PlatformContext, PlatformExtractor, PlatformFields } from './platform-types.js';

type GithubTarget =
  | { kind: 'repo'; owner: string; repo: string }
  | { kind: 'issue' | 'pull'; owner: string; repo: string; number: string }
  | { kind: 'discussion'; owner: string; repo: string; number: string }
  | { kind: 'gist'; id: string };

const NOT_OWNERS = new Set([
  'orgs',
  'settings',
  'marketplace',
  'topics',
  'collections',
  'features',
  'sponsors',
  'search',
  'login',
  'about',
  'pricing',
]);

const NUMBERED_KINDS: Record<string, 'issue' | 'pull' | 'discussion'> = {
  issues: 'issue',
  pull: 'pull',
  discussions: 'discussion',
};

export function githubTarget(url: URL): GithubTarget | null {
  const segments = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'gist.github.com') {
    const id = segments.find((segment) => /^[0-9a-f]{20,}$/i.test(segment));
    return id ? { kind: 'gist', id } : null;
  }
  const [owner, repo, section, number] = segments;
  if (!owner || !repo || NOT_OWNERS.has(owner)) return null;
  const name = repo.replace(/\.git$/, '');
  if (number && /^\d+$/.test(number)) {
    const kind = NUMBERED_KINDS[section ?? ''];
    if (kind === 'discussion') return { kind, owner, repo: name, number };
    if (kind) return { kind, owner, repo: name, number };
  }
  return { kind: 'repo', owner, repo: name };
}

function counts(entries: Array<[keyof ExtractionMetadata, unknown]>): ExtractionMetadata {
  const metadata: ExtractionMetadata = {};
  for (const [key, raw] of entries) {
    const value = parseCount(typeof raw === 'number' || typeof raw === 'string' ? raw : null);
    if (value !== null) Object.assign(metadata, { [key]: value });
  }
  return metadata;
}

/** What an issue or pull request page shows: who opened it and when. */
function fromIssuePage(document: DomDocument): PlatformFields {
  const author = cleanText(
    (
      document.querySelector('[data-testid="issue-body-header-author"]') ??
      document.querySelector('a.author')
    )?.textContent,
  );
  const publishedAt = isoDate(
    document.querySelector('relative-time[datetime]')?.getAttribute('datetime'),
  );
  return {
    ...(author ? { author } : {}),
    metadata: { siteName: 'GitHub', mediaType: 'article', ...(publishedAt ? { publishedAt } : {}) },
  };
}

/** What a repository page shows: its counters and main language. */
function fromRepoPage(document: DomDocument, target: GithubTarget): PlatformFields {
  const star =
    document.querySelector('#repo-stars-counter-star') ??
    document.querySelector('a[href$="/stargazers"] strong');
  const fork =
    document.querySelector('#repo-network-counter') ??
    document.querySelector('a[href$="/forks"] strong');
  // The languages list in the sidebar, largest share first.
  const language = cleanText(
    document.querySelector('[itemprop="programmingLanguage"]')?.textContent ??
      document.querySelector('span.color-fg-default.text-bold.mr-1')?.textContent,
  );
  const title = cleanText(metaContent(document, 'og:title'))?.replace(/^GitHub - /, '') ?? null;
  return {
    ...(title ? { title } : {}),
    ...(target.kind !== 'gist' ? { author: target.owner } : {}),
    metadata: {
      siteName: 'GitHub',
      ...counts([
        ['stars', star?.getAttribute('title') ?? star?.textContent],
        ['forks', fork?.getAttribute('title') ?? fork?.textContent],
      ]),
      ...(language ? { programmingLanguage: language } : {}),
    },
  };
}

function fromRepoJson(data: JsonObject): PlatformFields {
  const description = cleanText(data.description);
  const fullName = stringAt(data, 'full_name');
  const language = stringAt(data, 'language');
  const publishedAt = isoDate(data.created_at);
  return {
    title: fullName && description ? `${fullName}: ${description}` : fullName,
    author: stringAt(data, 'owner.login'),
    description,
    imageUrl: stringAt(data, 'owner.avatar_url'),
    canonicalUrl: stringAt(data, 'html_url'),
    metadata: {
      siteName: 'GitHub',
      mediaType: 'website',
      ...counts([
        ['stars', data.stargazers_count],
        ['forks', data.forks_count],
      ]),
      ...(language ? { programmingLanguage: language } : {}),
      ...(publishedAt ? { publishedAt } : {}),
    },
  };
}

function fromIssueJson(data: JsonObject, target: GithubTarget): PlatformFields {
  const body = typeof data.body === 'string' ? cleanMultiline(data.body) : null;
  const publishedAt = isoDate(data.created_at);
  const kind = target.kind === 'pull' ? 'Pull Request' : 'Issue';
  const title = cleanText(data.title);
  return {
    title: title ? `${title} · ${kind} #${String(data.number)}` : null,
    author: stringAt(data, 'user.login'),
    text: body,
    description: cleanText(body?.split(/\n\s*\n/)[0]),
    canonicalUrl: stringAt(data, 'html_url'),
    metadata: {
      siteName: 'GitHub',
      mediaType: 'article',
      ...counts([
        ['comments', data.comments],
        ['likes', at(data, 'reactions.total_count')],
      ]),
      ...(publishedAt ? { publishedAt } : {}),
    },
  };
}

function fromGistJson(data: JsonObject): PlatformFields {
  const files = isObject(data.files) ? Object.values(data.files) : [];
  const first = files.find(isObject);
  const publishedAt = isoDate(data.created_at);
  const language = stringAt(first, 'language');
  return {
    title: cleanText(data.description) ?? stringAt(first, 'filename'),
    author: stringAt(data, 'owner.login'),
    text: stringAt(first, 'content'),
    description: cleanText(data.description),
    canonicalUrl: stringAt(data, 'html_url'),
    metadata: {
      siteName: 'GitHub',
      ...counts([['comments', data.comments]]),
      ...(language ? { programmingLanguage: language } : {}),
      ...(publishedAt ? { publishedAt } : {}),
    },
  };
}

/** A discussion's page: its title, opening post and comments, read from the markup. */
function fromDiscussionPage(
  document: DomDocument,
  target: GithubTarget & { kind: 'discussion' },
): PlatformFields {
  const page = githubDiscussionPage(document);
  if (!page) return fromIssuePage(document);
  return {
    title: page.title ? `${page.title} · Discussion #${target.number}` : null,
    author: page.author,
    text: page.text,
    description: cleanText(page.text?.split(/\n\s*\n/)[0]),
    ...(page.discussion ? { discussion: page.discussion } : {}),
    metadata: {
      siteName: 'GitHub',
      mediaType: 'article',
      ...(page.publishedAt ? { publishedAt: page.publishedAt } : {}),
    },
  };
}

/** The REST path of a target; none for a discussion (REST has no route for its comments). */
function apiPath(target: GithubTarget): string | null {
  switch (target.kind) {
    case 'discussion':
      return null;
    case 'gist':
      return `/gists/${target.id}`;
    case 'repo':
      return `/repos/${target.owner}/${target.repo}`;
    case 'issue':
      return `/repos/${target.owner}/${target.repo}/issues/${target.number}`;
    case 'pull':
      return `/repos/${target.owner}/${target.repo}/pulls/${target.number}`;
  }
}

async function fromApi(
  context: PlatformContext,
  target: GithubTarget,
): Promise<PlatformFields | null> {
  const path = apiPath(target);
  if (!context.fetchJson || !path) return null;
  const base = context.endpoints.githubApiBase.replace(/\/$/, '');
  const data = await context.fetchJson(`${base}${path}`);
  if (!isObject(data)) return null;
  if (target.kind === 'repo') return fromRepoJson(data);
  if (target.kind === 'gist') return fromGistJson(data);
  return fromIssueJson(data, target);
}

/** An issue's or pull request's comments, oldest first, each with its reactions as its score. */
async function commentsOf(
  context: PlatformContext,
  target: GithubTarget & { kind: 'issue' | 'pull' },
  total: number | null,
): Promise<Discussion | null> {
  if (!context.fetchJson) return null;
  const base = context.endpoints.githubApiBase.replace(/\/$/, '');
  const address = `${base}/repos/${target.owner}/${target.repo}/issues/${target.number}/comments?per_page=${LIMITS.discussionMaxComments}`;
  const data = await context.fetchJson(address);
  if (!Array.isArray(data)) return null;
  const comments: DiscussionComment[] = data
    .filter(isObject)
    .slice(0, LIMITS.discussionMaxComments)
    .map((comment) => ({
      id: stringAt(comment, 'id') ?? '',
      author: stringAt(comment, 'user.login'),
      text: cleanMultiline(typeof comment.body === 'string' ? comment.body : null) ?? '',
      score: parseCount(at(comment, 'reactions.total_count') as number | undefined),
      createdAt: isoDate(comment.created_at),
      replies: [],
    }))
    .filter((comment) => comment.text);
  if (comments.length === 0) return null;
  return { totalComments: total ?? comments.length, comments };
}

/** The repository's README as GitHub renders it, sanitised for the reader view. */
async function readmeOf(
  context: PlatformContext,
  target: GithubTarget & { kind: 'repo' },
): Promise<string | null> {
  if (!context.fetchText) return null;
  const base = context.endpoints.githubApiBase.replace(/\/$/, '');
  const html = await context.fetchText(
    `${base}/repos/${target.owner}/${target.repo}/readme`,
    'application/vnd.github.html+json',
  );
  const page = `https://github.com/${target.owner}/${target.repo}`;
  return sanitizedFragment(html, page);
}

/** What only extra requests give: a repository's README, an issue's comments. */
async function extras(
  context: PlatformContext,
  target: GithubTarget,
  fields: PlatformFields,
): Promise<PlatformFields> {
  if (target.kind === 'repo') {
    const html = await readmeOf(context, target).catch(() => null);
    return html ? { readableHtml: html } : {};
  }
  if (target.kind === 'issue' || target.kind === 'pull') {
    const discussion = await commentsOf(context, target, fields.metadata?.comments ?? null).catch(
      () => null,
    );
    return discussion ? { discussion } : {};
  }
  return {};
}

function fromPage(document: DomDocument, target: GithubTarget): PlatformFields {
  switch (target.kind) {
    case 'repo':
      return fromRepoPage(document, target);
    case 'gist':
      return {};
    case 'discussion':
      return fromDiscussionPage(document, target);
    case 'issue':
    case 'pull':
      return fromIssuePage(document);
  }
}

/**
 * GitHub: the REST API for repositories, issues, pull requests and gists, over the page's own
 * data; a discussion from its page alone.
 */
export const extractGithub: PlatformExtractor = async (context) => {
  const target = githubTarget(context.url);
  if (!target) return {};
  const document = context.document;
  const page: PlatformFields = !document ? {} : fromPage(document, target);
  const api = await fromApi(context, target).catch(() => null);
  const fields = api ? { ...page, ...api, metadata: { ...page.metadata, ...api.metadata } } : page;
  return { ...fields, ...(await extras(context, target, fields)) };
};
