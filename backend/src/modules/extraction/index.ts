// The extraction module's public surface: other modules import only from here.
export { ExtractionModule } from './extraction.module.js';
export { ExtractionService } from './extraction.service.js';
export { ExtractionError } from './extraction-error.js';
export type { ExtractionInput, ExtractionMetadata, ExtractionResult } from './extraction.types.js';
export { FetchError, type FetchErrorKind } from './fetch-error.js';
export type { MediaType, PageMetadata } from './metadata-extractor.js';
export { extractMetadata } from './metadata-extractor.js';
export {
  FETCH_DEFAULTS,
  resolveFetchable,
  safeFetch,
  safeFetchToFile,
  type Resolver,
  type SafeFileResponse,
  type SafeFetchOptions,
  type SafeResponse,
} from './safe-fetch.js';
export { isPublicAddress } from './address-policy.js';
export { recleanText, type RecleanedText } from './reader-text.js';
export { cleanMainText } from './text-hygiene.js';
export { readableMailHtml } from './readable-html.js';
export { PageRendererService } from './render/page-renderer.service.js';
export type { RenderResult, ScreenshotOptions } from './render/headless-renderer.js';
