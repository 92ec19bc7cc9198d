const TOAST_LAYER_ID = 'toast-layer';

/**
 * The body-level element toasts render into. A modal dialog hides everything else from assistive
 * technology and blocks its pointer events; this layer is exempt from both (the `data-live-announcer`
 * marker, and `persistentElements={[toastLayer]}` on dialogs), so a toast raised while a dialog is
 * open is announced and its action button works.
 */
export function toastLayer(): HTMLElement {
  const existing = document.getElementById(TOAST_LAYER_ID);
  if (existing) return existing;
  const layer = document.createElement('div');
  layer.id = TOAST_LAYER_ID;
  layer.setAttribute('data-live-announcer', '');
  document.body.append(layer);
  return layer;
}
