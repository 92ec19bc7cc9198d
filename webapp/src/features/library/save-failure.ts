import { LIMIT_REACHED_CODE } from '@vault/contracts';
import type { ToastOptions } from '../../components/toaster';
import { serverCode, serverMessage } from '../../lib/errors';

/**
 * The toast of a failed save: the caller's title and description, except over the monthly limit,
 * where the server's own message shows with an Upgrade button to the pricing page.
 */
export function saveFailureToast(
  error: unknown,
  wording: { title: string; description: string },
  goToPricing: () => void,
): ToastOptions {
  const limitMessage = serverCode(error) === LIMIT_REACHED_CODE ? serverMessage(error) : undefined;
  if (limitMessage) {
    return {
      type: 'error',
      title: wording.title,
      description: limitMessage,
      action: { label: 'Upgrade', onClick: goToPricing },
    };
  }
  return { type: 'error', ...wording };
}
