/**
 * The webapp's pages, by address: the router builds its table from these, and the server answers
 * 404 (with the app's Not Found page) for any other address outside `/api`. `:name` is one path
 * segment.
 */
export const APP_PATHS = {
  home: '/',
  pricing: '/pricing',
  upgrade: '/upgrade',
  kanban: '/kanban',
  highlights: '/highlights',
  privacySettings: '/privacy-settings',
  content: '/content/:id',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminCredits: '/admin/credits',
  settings: '/settings',
  settingsPlan: '/settings/plan',
  settingsIntegrations: '/settings/integrations',
  settingsImportExport: '/settings/import-export',
  settingsSecurity: '/settings/security',
  share: '/share',
  login: '/login',
  faqs: '/faqs',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
} as const;

export type AppPathKey = keyof typeof APP_PATHS;

/** `/content/:id` as the router's child path (relative to `/`): `content/:id`. */
export function childPath(key: AppPathKey): string {
  return APP_PATHS[key].slice(1);
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

const PATTERNS = Object.values(APP_PATHS).map(segmentsOf);

/**
 * Whether the app has a page at `pathname`: matched as the router matches (case-insensitive, a
 * trailing slash ignored, `:name` standing for one segment).
 */
export function isAppPath(pathname: string): boolean {
  const segments = segmentsOf(pathname.toLowerCase());
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part === segments[index]),
  );
}
