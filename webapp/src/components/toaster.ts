import { createToaster } from '@chakra-ui/react';
import { UI_DURATIONS_MS } from '@vault/contracts';

/** Toasts on screen at once; a newer one makes room by removing the oldest. */
export const TOAST_LIMIT = 3;

/**
 * The one toaster of the app, bottom right: up to three toasts stacked, the newest nearest the
 * edge. Never a queue: a toast waiting behind a stale one arrives when it no longer means anything.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST_LIMIT,
  overlap: false,
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
  /** Milliseconds; when absent, errors stay until dismissed and the others leave after 4 s. */
  duration?: number | undefined;
}

/** An error stays until the person closes it: it may need reading, or acting on, later. */
function durationOf(type: ToastType, duration: number | undefined): number {
  if (duration !== undefined) return duration;
  return type === 'error' ? Infinity : UI_DURATIONS_MS.toast;
}

/** Removes the oldest toasts so the next one shows at once instead of queueing. */
function makeRoom(): void {
  for (const old of toaster.getVisibleToasts().slice(TOAST_LIMIT - 1)) {
    if (old.id) toaster.remove(old.id);
  }
}

export function showToast({ duration, ...options }: ToastOptions): string {
  makeRoom();
  return toaster.create({ ...options, duration: durationOf(options.type, duration) });
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

/** A progress toast ('Processing...') that `finishToast` later turns into the outcome in place. */
export function startProgressToast(title: string, description: string, duration: number): string {
  return showToast({ type: 'loading', title, description, duration });
}

export function finishToast(id: string, outcome: ToastOptions): void {
  if (toaster.isVisible(id)) {
    toaster.update(id, { ...outcome, duration: durationOf(outcome.type, outcome.duration) });
  } else {
    showToast(outcome);
  }
}

/** Takes a toast away early, such as a progress toast whose outcome shows elsewhere. */
export function dismissToast(id: string): void {
  toaster.dismiss(id);
}
