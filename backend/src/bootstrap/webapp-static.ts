import express, { type RequestHandler } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Serves the built webapp for every path outside `/api`, falling back to index.html so the
 * client-side router handles deep links.
 */
export function webappHandlers(distDir: string): RequestHandler[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  const assets = express.static(distDir, {
    index: false,
    maxAge: '1y',
    immutable: true,
    setHeaders: (response, file) => {
      // Hashed assets may be cached forever; anything else is revalidated.
      if (!file.includes(`${path.sep}assets${path.sep}`))
        response.setHeader('Cache-Control', 'no-cache');
      // The PWA files, whatever the MIME table of the installed `send` knows about them.
      if (file.endsWith('.webmanifest'))
        response.setHeader('Content-Type', 'application/manifest+json; charset=utf-8');
      if (path.basename(file) === 'sw.js')
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    },
  });
  const fallback: RequestHandler = (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (request.path === '/api' || request.path.startsWith('/api/')) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexFile);
  };
  return [
    (request, response, next) => {
      if (request.path.startsWith('/api/')) next();
      else void assets(request, response, next);
    },
    fallback,
  ];
}
