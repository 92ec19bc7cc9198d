import { IMAGE_VIEWER } from '@vault/contracts';

/** How the full-screen image is shown: zoom factor and clockwise rotation in degrees. */
export interface ViewerTransform {
  zoom: number;
  rotation: number;
}

export const INITIAL_TRANSFORM: ViewerTransform = { zoom: 1, rotation: 0 };

export type ViewerAction = 'zoomIn' | 'zoomOut' | 'rotate' | 'reset';

// Rounded to whole percent, so repeated 0.25 steps never drift off the grid.
const roundZoom = (zoom: number) => Math.round(zoom * 100) / 100;

/** Zoom 50 %–300 % in 25 % steps, rotation in 90° steps (spec 2.9, 9). */
export function applyViewerAction(state: ViewerTransform, action: ViewerAction): ViewerTransform {
  const { minZoom, maxZoom, zoomStep, rotationStep } = IMAGE_VIEWER;
  switch (action) {
    case 'zoomIn':
      return { ...state, zoom: Math.min(maxZoom, roundZoom(state.zoom + zoomStep)) };
    case 'zoomOut':
      return { ...state, zoom: Math.max(minZoom, roundZoom(state.zoom - zoomStep)) };
    case 'rotate':
      return { ...state, rotation: (state.rotation + rotationStep) % 360 };
    case 'reset':
      return INITIAL_TRANSFORM;
  }
}

export function canZoomIn(state: ViewerTransform): boolean {
  return state.zoom < IMAGE_VIEWER.maxZoom;
}

export function canZoomOut(state: ViewerTransform): boolean {
  return state.zoom > IMAGE_VIEWER.minZoom;
}

/** Keyboard shortcuts inside the viewer: + and − zoom, r rotates, 0 resets. */
export function viewerActionForKey(key: string): ViewerAction | null {
  switch (key) {
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
    case '_':
      return 'zoomOut';
    case 'r':
    case 'R':
      return 'rotate';
    case '0':
      return 'reset';
    default:
      return null;
  }
}
