import { toastError, toaster, toastSuccess } from '../../components/toaster';

/**
 * One toast is visible at a time and later ones queue (spec 8): the outcome of this card's action
 * replaces what is showing, so it is seen at once, and before a reload.
 */
export function replaceWithSuccess(title: string, description?: string): void {
  toaster.remove();
  toastSuccess(title, description);
}

export function replaceWithError(title: string, description?: string): void {
  toaster.remove();
  toastError(title, description);
}
