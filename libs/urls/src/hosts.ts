/** Lowercases a hostname and drops a trailing root dot (`YouTube.com.` → `youtube.com`). */
export function normaliseHostname(hostname: string): string {
  return hostname.toLowerCase().replace(/\.+$/, '');
}

/** True when `hostname` is `domain` itself or a subdomain of it, on a label boundary. */
export function isHostOrSubdomain(hostname: string, domain: string): boolean {
  const host = normaliseHostname(hostname);
  return host === domain || host.endsWith(`.${domain}`);
}

/** True when `hostname` is, or is a subdomain of, any of `domains`. */
export function matchesAnyDomain(hostname: string, domains: readonly string[]): boolean {
  return domains.some((domain) => isHostOrSubdomain(hostname, domain));
}
