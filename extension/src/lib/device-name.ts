const OS_NAMES: Record<string, string> = {
  mac: 'macOS',
  win: 'Windows',
  linux: 'Linux',
  cros: 'ChromeOS',
  android: 'Android',
  openbsd: 'OpenBSD',
  fuchsia: 'Fuchsia',
};

/** The browser's name from its user agent; Chromium-based browsers name themselves after Chrome's token. */
export function browserName(userAgent: string): string {
  if (/\bFirefox\//.test(userAgent)) return 'Firefox';
  if (/\bEdg\//.test(userAgent)) return 'Edge';
  if (/\bOPR\//.test(userAgent)) return 'Opera';
  if (/\bVivaldi\//.test(userAgent)) return 'Vivaldi';
  if (/\b(?:Headless)?Chrome\//.test(userAgent)) return 'Chrome';
  return 'Browser';
}

/** The API token's name, so the person can tell devices apart in Settings: "Chrome on macOS". */
export function deviceName(userAgent: string, os: string | undefined): string {
  const system = os === undefined ? undefined : (OS_NAMES[os] ?? os);
  return system ? `${browserName(userAgent)} on ${system}` : browserName(userAgent);
}
