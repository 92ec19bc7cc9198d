import { all, type DomDocument } from '../dom.js';

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a dotted path ("a.b.0.c"), or undefined. */
export function at(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (Array.isArray(current)) current = current[Number(key)];
    else if (isObject(current)) current = current[key];
    else return undefined;
  }
  return current;
}

export function stringAt(value: unknown, path: string): string | null {
  const found = at(value, path);
  if (typeof found === 'number') return String(found);
  return typeof found === 'string' && found.trim() ? found : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The balanced `{…}` object literal starting at `start`, respecting strings. */
function objectLiteralAt(source: string, start: number): string | null {
  let depth = 0;
  let inString = false;
  for (let index = start; index < source.length; index += 1) {
    const char = source[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return source.slice(start, index + 1);
    }
  }
  return null;
}

/**
 * A JSON object a page script assigns to a variable (`var ytInitialData = {…};`,
 * `window["ytInitialPlayerResponse"] = {…}`), read without running the script.
 */
export function assignedJson(document: DomDocument, name: string): JsonObject | null {
  const assignment = new RegExp(`${name}["'\\]]*\\s*=\\s*\\{`);
  for (const script of all(document, 'script:not([src])')) {
    const source = script.textContent ?? '';
    if (!source.includes(name)) continue;
    const match = assignment.exec(source);
    if (!match) continue;
    const literal = objectLiteralAt(source, match.index + match[0].length - 1);
    const value = literal ? parseJson(literal) : null;
    if (isObject(value)) return value;
  }
  return null;
}

/** The JSON content of `<script id="…">` (Next.js / TikTok style data islands). */
export function scriptJson(document: DomDocument, id: string): JsonObject | null {
  const script = document.querySelector(`script[id="${id}"]`);
  const value = script ? parseJson(script.textContent ?? '') : null;
  return isObject(value) ? value : null;
}

/** Depth-first search for the first object that satisfies `test`. */
export function findObject(
  value: unknown,
  test: (node: JsonObject) => boolean,
  depth = 0,
): JsonObject | null {
  if (depth > 40) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findObject(item, test, depth + 1);
      if (found) return found;
    }
  } else if (isObject(value)) {
    if (test(value)) return value;
    for (const item of Object.values(value)) {
      const found = findObject(item, test, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/** Every JSON-LD object on the page, `@graph` lists flattened. */
export function jsonLdNodes(document: DomDocument): JsonObject[] {
  const nodes: JsonObject[] = [];
  const visit = (value: unknown, depth: number): void => {
    if (depth > 5) return;
    if (Array.isArray(value)) for (const item of value) visit(item, depth + 1);
    else if (isObject(value)) {
      nodes.push(value);
      if (value['@graph']) visit(value['@graph'], depth + 1);
    }
  };
  for (const script of all(document, 'script[type="application/ld+json" i]')) {
    visit(parseJson((script.textContent ?? '').trim()), 0);
  }
  return nodes;
}

/** Meta tag content by property or name (first non-empty), or null. */
export function metaContent(document: DomDocument, key: string): string | null {
  for (const element of all(document, `meta[property="${key}"], meta[name="${key}"]`)) {
    const content = element.getAttribute('content')?.trim();
    if (content) return content;
  }
  return null;
}

/** Epoch seconds or a date string as ISO 8601, or null. */
export function isoDate(value: unknown): string | null {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d{9,13}$/.test(value))) {
    const number = Number(value);
    const ms = number < 1e11 ? number * 1000 : number;
    return new Date(ms).toISOString();
  }
  if (typeof value !== 'string' || !value.trim()) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** Plain text that keeps its line and paragraph breaks (captions, post bodies, descriptions). */
export function cleanMultiline(value: string | null | undefined): string | null {
  const text = value
    ?.replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text || null;
}
