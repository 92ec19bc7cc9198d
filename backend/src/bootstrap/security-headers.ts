import helmet from 'helmet';

/**
 * Helmet with a strict Content-Security-Policy that still lets the webapp (and Swagger UI) run.
 * `scriptHashes`: the webapp's own inline scripts, allowed by hash (inlineScriptHashes).
 */
export function securityHeaders(scriptHashes: readonly string[] = []) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        // Chakra UI (Emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Only images Vault serves itself: a saved page's own image addresses never load in the
        // reader's browser (content/content-image.ts), and media always comes through /api.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The PWA: its service worker (/sw.js) and manifest come from the app's own origin.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        // The item's saved copy (a sandboxed document from /api/content/{id}/copy), and the video
        // players the reader view keeps (extraction/readable-html.ts).
        frameSrc: [
          "'self'",
          'https://www.youtube.com',
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
        ],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", 'https://checkout.stripe.com'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
