import { useMutation } from '@tanstack/react-query';
import { WHATSAPP_MESSAGES, type WhatsappSetupResponse } from '@vault/contracts';
import { errorDescription, serverCode, serverMessage } from '../../lib/errors';
import { disableWhatsapp, setupWhatsapp, verifyWhatsapp } from './whatsapp-api';
import { needsNewCode } from './whatsapp-form';
import {
  replaceWithError as toastError,
  replaceWithSuccess as toastSuccess,
} from './whatsapp-toasts';

/** Long enough to read the success toast before the page reloads (spec 4: reload after verify and disconnect). */
const RELOAD_DELAY_MS = 1_000;

function reloadSoon(): void {
  window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
}

export function useWhatsappSetup(onSent: (answer: WhatsappSetupResponse) => void) {
  return useMutation({
    mutationFn: (phoneNumber: string) => setupWhatsapp({ phoneNumber }),
    onSuccess: (answer) => {
      toastSuccess('Verification Code Sent', answer.message);
      onSent(answer);
    },
    onError: (error) =>
      toastError('Setup Failed', errorDescription(error, 'Failed to setup WhatsApp integration')),
  });
}

export function useWhatsappVerify(onCodeUsedUp: () => void) {
  return useMutation({
    mutationFn: (code: string) => verifyWhatsapp({ code }),
    onSuccess: (answer) => {
      toastSuccess('WhatsApp Connected!', `${answer.whatsappNumber} can now save links to Vault.`);
      reloadSoon();
    },
    onError: (error) => {
      toastError('Verification Failed', errorDescription(error, WHATSAPP_MESSAGES.invalidCode));
      if (needsNewCode(serverCode(error), serverMessage(error))) onCodeUsedUp();
    },
  });
}

export function useWhatsappDisable() {
  return useMutation({
    mutationFn: () => disableWhatsapp(),
    onSuccess: () => {
      toastSuccess('WhatsApp Disconnected', 'Links you send on WhatsApp are no longer saved.');
      reloadSoon();
    },
    onError: (error) => toastError('Failed to disconnect', serverMessage(error)),
  });
}
