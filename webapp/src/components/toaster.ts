import { createToaster } from '@chakra-ui/react';
import { UI_DURATIONS_MS } from '@vault/contracts';

/** The one toaster of the app: at most one toast visible, bottom right (spec 8). */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: UI_DURATIONS_MS.toast,
  pauseOnPageIdle: true,
});

export function toastSuccess(title: string, description?: string): void {
  toaster.create({ type: 'success', title, description });
}

export function toastError(title: string, description?: string): void {
  toaster.create({ type: 'error', title, description });
}

export function toastInfo(title: string, description?: string): void {
  toaster.create({ type: 'info', title, description });
}
