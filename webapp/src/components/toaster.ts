import { createToaster } from '@chakra-ui/react';
import { UI_DURATIONS_MS } from '@vault/contracts';

/** The one toaster of the app: at most one toast visible, bottom right (spec 8). */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: UI_DURATIONS_MS.toast,
  pauseOnPageIdle: true,
});

/** A button inside a toast, such as Upgrade on a 'limit reached' failure. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export type ToastType = 'success' | 'error' | 'info' | 'loading';

export interface ToastOptions {
  type: ToastType;
  title: string;
  description?: string | undefined;
  action?: ToastAction | undefined;
  /** Milliseconds; the toaster's default (5 s) when absent. */
  duration?: number | undefined;
}

export function showToast({ duration, ...options }: ToastOptions): string {
  return toaster.create({ ...options, duration: duration ?? UI_DURATIONS_MS.toast });
}

export function toastSuccess(title: string, description?: string): void {
  showToast({ type: 'success', title, description });
}

export function toastError(title: string, description?: string): void {
  showToast({ type: 'error', title, description });
}

export function toastInfo(title: string, description?: string): void {
  showToast({ type: 'info', title, description });
}

/**
 * A progress toast ('Processing...') that `finishToast` later turns into the outcome in place.
 * Older toasts are cleared first: with one toast at a time, the outcome would otherwise queue
 * behind them.
 */
export function startProgressToast(title: string, description: string, duration: number): string {
  toaster.remove();
  return showToast({ type: 'loading', title, description, duration });
}

export function finishToast(id: string, outcome: ToastOptions): void {
  if (toaster.isVisible(id)) {
    toaster.update(id, { ...outcome, duration: outcome.duration ?? UI_DURATIONS_MS.toast });
  } else {
    showToast(outcome);
  }
}
