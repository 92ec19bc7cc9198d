import type { TestApp } from '../support/test-app.js';

export interface RouteInfo {
  method: string;
  path: string;
}

interface ExpressLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** Every route the running app serves, read from Express's router (so a new route is never missed). */
export function listRoutes(testApp: TestApp): RouteInfo[] {
  const express = testApp.app.getHttpAdapter().getInstance() as {
    router: { stack: ExpressLayer[] };
  };
  const routes: RouteInfo[] = [];
  for (const layer of express.router.stack) {
    if (!layer.route) continue;
    const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
    for (const path of paths) {
      for (const [method, enabled] of Object.entries(layer.route.methods)) {
        if (enabled && method !== '_all') routes.push({ method: method.toUpperCase(), path });
      }
    }
  }
  return routes;
}

/** A route's path with every `:param` replaced by `value`. */
export function fillParams(path: string, value: string | number): string {
  return path.replace(/:[A-Za-z]+/g, String(value));
}
