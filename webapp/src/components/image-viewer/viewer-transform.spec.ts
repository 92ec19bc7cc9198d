import { describe, expect, it } from 'vitest';
import {
  INITIAL_TRANSFORM,
  applyViewerAction,
  canZoomIn,
  canZoomOut,
  viewerActionForKey,
  type ViewerAction,
  type ViewerTransform,
} from './viewer-transform';

const run = (actions: ViewerAction[], start: ViewerTransform = INITIAL_TRANSFORM) =>
  actions.reduce(applyViewerAction, start);

describe('image viewer transform', () => {
  it('zooms in 25 % steps up to 300 %', () => {
    expect(run(['zoomIn']).zoom).toBe(1.25);
    const max = run(Array<ViewerAction>(12).fill('zoomIn'));
    expect(max.zoom).toBe(3);
    expect(canZoomIn(max)).toBe(false);
  });

  it('zooms out down to 50 %', () => {
    expect(run(['zoomOut']).zoom).toBe(0.75);
    const min = run(Array<ViewerAction>(5).fill('zoomOut'));
    expect(min.zoom).toBe(0.5);
    expect(canZoomOut(min)).toBe(false);
  });

  it('rotates in 90° steps and comes round', () => {
    expect(run(['rotate']).rotation).toBe(90);
    expect(run(['rotate', 'rotate', 'rotate', 'rotate']).rotation).toBe(0);
  });

  it('resets zoom and rotation', () => {
    expect(run(['zoomIn', 'rotate', 'reset'])).toEqual(INITIAL_TRANSFORM);
  });

  it('maps keys to actions', () => {
    expect(viewerActionForKey('+')).toBe('zoomIn');
    expect(viewerActionForKey('-')).toBe('zoomOut');
    expect(viewerActionForKey('r')).toBe('rotate');
    expect(viewerActionForKey('0')).toBe('reset');
    expect(viewerActionForKey('x')).toBeNull();
  });
});
