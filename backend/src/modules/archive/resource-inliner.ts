import { PAGE_COPY_LIMITS } from '@vault/contracts';
import { fileTypeFromBuffer } from 'file-type';

/** One downloaded resource of a page. */
export interface FetchedResource {
  /** Where it was finally found (after redirects): relative addresses inside resolve against it. */
  url: string;
  body: Buffer;
  contentType: string | null;
  /** The body as text, by its declared or sniffed charset. */
  text(): string;
}

/**
 * Downloads one resource, at most `maxBytes` of it; throws when it cannot (refused address,
 * too large, network). The archive module passes the safe fetcher.
 */
export type ResourceFetch = (url: string, maxBytes: number) => Promise<FetchedResource>;

export type ResourceKind = 'image' | 'font';

export type CopyLimits = Record<
  'resourceMaxBytes' | 'totalResourceMaxBytes' | 'resourcesMax' | 'importDepthMax',
  number
>;

const FONT_TYPES = new Set(['font/woff', 'font/woff2', 'font/ttf', 'font/otf']);
// SVG as an image (img, CSS background) never runs its scripts; as a document it is never served.
const SVG_START =
  /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!doctype svg[^>]*>\s*)?<svg[\s>]/i;

/** The type a resource's bytes show it to be, when it is one a copy may carry; else null. */
async function dataType(resource: FetchedResource, kind: ResourceKind): Promise<string | null> {
  const detected = await fileTypeFromBuffer(resource.body);
  if (kind === 'font') return detected && FONT_TYPES.has(detected.mime) ? detected.mime : null;
  if (detected?.mime.startsWith('image/')) return detected.mime;
  if (!detected && SVG_START.test(resource.body.subarray(0, 2048).toString('utf8')))
    return 'image/svg+xml';
  return null;
}

/**
 * Turns a page's resources into `data:` URIs, each downloaded once, under the per-resource and
 * total byte limits and a count limit; what cannot be had (or is not what it claims) is left
 * out and noted in `skipped`.
 */
export class ResourceInliner {
  private readonly dataUris = new Map<string, Promise<string | null>>();
  private readonly sheets = new Map<string, Promise<FetchedResource | null>>();
  private requested = 0;
  /** Bytes of every resource kept so far. */
  bytes = 0;
  /** Addresses left out, with why. */
  readonly skipped: { url: string; reason: string }[] = [];

  constructor(
    private readonly fetch: ResourceFetch,
    readonly limits: CopyLimits = PAGE_COPY_LIMITS,
  ) {}

  /** A `data:` URI of the image or font at `url`, or null when it is left out. */
  dataUri(url: string, kind: ResourceKind): Promise<string | null> {
    const key = `${kind} ${url}`;
    let pending = this.dataUris.get(key);
    if (!pending) {
      pending = this.download(url).then(async (resource) => {
        if (!resource) return null;
        const type = await dataType(resource, kind);
        if (!type) {
          this.skip(url, `not a ${kind}`);
          return null;
        }
        return `data:${type};base64,${resource.body.toString('base64')}`;
      });
      this.dataUris.set(key, pending);
    }
    return pending;
  }

  /**
   * Counts an image the snapshot carried inline (`data:` URI, base64) toward the copy's total;
   * false (and noted) when the copy is full.
   */
  keepInlined(dataUri: string): boolean {
    const base64 = dataUri.slice(dataUri.indexOf(',') + 1);
    const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
    const bytes = Math.floor((base64.length * 3) / 4) - padding;
    if (this.bytes + bytes > this.limits.totalResourceMaxBytes) {
      this.skip(dataUri.slice(0, 40), 'the copy is full');
      return false;
    }
    this.bytes += bytes;
    return true;
  }

  /** A stylesheet's text and final address, or null when it is left out. */
  stylesheet(url: string): Promise<FetchedResource | null> {
    let pending = this.sheets.get(url);
    if (!pending) {
      pending = this.download(url).then((resource) => {
        if (!resource) return null;
        const type = resource.contentType;
        // Browsers refuse a stylesheet served as another type (nosniff); so does the copy.
        if (type && type !== 'text/css' && type !== 'text/plain') {
          this.skip(url, `not a stylesheet (${type})`);
          return null;
        }
        return resource;
      });
      this.sheets.set(url, pending);
    }
    return pending;
  }

  private async download(url: string): Promise<FetchedResource | null> {
    if (this.requested >= this.limits.resourcesMax) {
      this.skip(url, 'too many resources');
      return null;
    }
    const left = this.limits.totalResourceMaxBytes - this.bytes;
    if (left <= 0) {
      this.skip(url, 'the copy is full');
      return null;
    }
    this.requested += 1;
    let resource: FetchedResource;
    try {
      resource = await this.fetch(url, Math.min(this.limits.resourceMaxBytes, left));
    } catch (error) {
      this.skip(url, error instanceof Error ? error.message : String(error));
      return null;
    }
    // Downloads run side by side, so the total is checked again as each one lands.
    if (this.bytes + resource.body.length > this.limits.totalResourceMaxBytes) {
      this.skip(url, 'the copy is full');
      return null;
    }
    this.bytes += resource.body.length;
    return resource;
  }

  private skip(url: string, reason: string): void {
    this.skipped.push({ url, reason });
  }
}

/** An absolute http(s) address for `value` against `base`, or null. */
export function resolveHttpUrl(value: string, base: string): string | null {
  try {
    const url = new URL(value.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}

/** Runs `work` over `items`, `width` at a time. */
export async function inBatches<T>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}
