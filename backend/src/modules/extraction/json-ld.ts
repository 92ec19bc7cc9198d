import { all, cleanText, type DomDocument } from './dom.js';

type JsonObject = Record<string, unknown>;

export interface JsonLdSummary {
  type: string | null;
  headline: string | null;
  author: string | null;
  image: string | null;
  datePublished: string | null;
  description: string | null;
}

const EMPTY: JsonLdSummary = {
  type: null,
  headline: null,
  author: null,
  image: null,
  datePublished: null,
  description: null,
};

// Nodes that describe the site or page furniture, never the content itself.
const NOT_CONTENT =
  /^(Organization|Corporation|NewsMediaOrganization|Person|WebSite|BreadcrumbList|ListItem|SearchAction|SiteNavigationElement|WPHeader|WPFooter|WPSideBar|ImageObject|EntryPoint|ReadAction|Brand|Offer|AggregateRating|Rating|PostalAddress|ContactPoint|Place)$/;
const ARTICLE_LIKE = /(Article|Posting|^Report|^Review|^Recipe|^HowTo)$/;
const PAGE_LIKE = /Page$/;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typesOf(node: JsonObject): string[] {
  const type = node['@type'];
  const list = Array.isArray(type) ? type : [type];
  return list.filter((entry): entry is string => typeof entry === 'string');
}

function parseBlock(raw: string): unknown {
  // Some CMSs wrap the JSON in HTML comments or CDATA markers.
  const json = raw
    .replace(/^\s*(<!--|\/\/\s*<!\[CDATA\[)/, '')
    .replace(/(-->|\/\/\s*\]\]>)\s*$/, '')
    .trim();
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

/** Every object in every JSON-LD block, with `@graph` containers and arrays flattened. */
function collectNodes(document: DomDocument): JsonObject[] {
  const nodes: JsonObject[] = [];
  const visit = (value: unknown, depth: number): void => {
    if (depth > 4) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
    } else if (isObject(value)) {
      nodes.push(value);
      if (value['@graph']) visit(value['@graph'], depth + 1);
      if (isObject(value.mainEntity)) visit(value.mainEntity, depth + 1);
    }
  };
  for (const script of all(document, 'script[type="application/ld+json" i]')) {
    visit(parseBlock(script.textContent ?? ''), 0);
  }
  return nodes;
}

function rank(node: JsonObject): number {
  const types = typesOf(node);
  if (types.some((type) => ARTICLE_LIKE.test(type))) return 3;
  if (types.some((type) => PAGE_LIKE.test(type))) return 1;
  if (types.length > 0 && types.every((type) => NOT_CONTENT.test(type))) return 0;
  return 2;
}

function byId(nodes: JsonObject[], value: unknown): unknown {
  if (!isObject(value) || typeof value['@id'] !== 'string' || Object.keys(value).length > 1) {
    return value;
  }
  return nodes.find((node) => node['@id'] === value['@id'] && node !== value) ?? value;
}

function names(nodes: JsonObject[], value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((entry) => {
    const resolved = byId(nodes, entry);
    const name = isObject(resolved) ? cleanText(resolved.name) : cleanText(resolved);
    // A bare URL is a profile link, not a name.
    return name && !/^https?:\/\//i.test(name) ? [name] : [];
  });
}

function imageOf(nodes: JsonObject[], value: unknown): string | null {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  const resolved = byId(nodes, first);
  if (isObject(resolved)) return cleanText(resolved.url) ?? cleanText(resolved.contentUrl);
  return cleanText(resolved);
}

/** Whether a JSON-LD node of the page (not one inside another's list) has one of these types. */
export function hasJsonLdType(document: DomDocument, type: RegExp): boolean {
  return collectNodes(document).some((node) => typesOf(node).some((name) => type.test(name)));
}

/** The fields of the JSON-LD node that best describes the page's content. */
export function readJsonLd(document: DomDocument): JsonLdSummary {
  const nodes = collectNodes(document);
  let best: JsonObject | null = null;
  for (const node of nodes) {
    if (rank(node) > 0 && (best === null || rank(node) > rank(best))) best = node;
  }
  if (!best) return EMPTY;
  const authors = names(nodes, best.author ?? best.creator);
  return {
    type: typesOf(best)[0] ?? null,
    headline: cleanText(best.headline) ?? cleanText(best.name),
    author: authors.length > 0 ? [...new Set(authors)].join(', ') : null,
    image: imageOf(nodes, best.image ?? best.thumbnailUrl),
    datePublished: cleanText(best.datePublished) ?? cleanText(best.uploadDate),
    description: cleanText(best.description),
  };
}
