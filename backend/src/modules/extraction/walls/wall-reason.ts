import { PLATFORM_LABELS, type Platform } from '@vault/contracts';
import { SIGN_IN_REQUIRED } from '../fetch-error.js';
import type { WallKind } from './detect-wall.js';

// The name a sentence uses where it differs from the filter chip's label.
const SENTENCE_NAMES: Partial<Record<Platform, string>> = { twitter: 'X' };

const FROM_EXTENSION = 'save it with the browser extension';

/** The failure reason for a page that refused Vault: what happened and what to do instead. */
export function wallReason(kind: WallKind, platform: Platform): string {
  const site =
    platform === 'other' ? null : (SENTENCE_NAMES[platform] ?? PLATFORM_LABELS[platform]);
  switch (kind) {
    case 'sign-in':
      return site
        ? `${site} shows this post only to signed-in visitors: ${FROM_EXTENSION} while signed in`
        : SIGN_IN_REQUIRED;
    case 'consent':
      return `${site ?? 'The site'} asked for cookie consent instead of showing the page: ${FROM_EXTENSION} after answering it`;
    case 'captcha':
      return `${site ?? 'The site'} asked to prove a person is visiting (a captcha): ${FROM_EXTENSION}`;
    case 'javascript':
      return `${site ?? 'The site'} shows this page only with JavaScript and it could not be rendered: ${FROM_EXTENSION}`;
  }
}
