export { cleanUrlInput } from './clean.js';
export {
  parseWebUrl,
  INVALID_URL_MESSAGE,
  MAX_URL_LENGTH,
  type ParseWebUrlResult,
} from './parse.js';
export { detectPlatform } from './platform.js';
export { canonicalizeUrl } from './canonical.js';
