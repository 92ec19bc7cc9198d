/** The local part's prefix: `save-<token>`. */
const PREFIX = 'save-';
const TOKEN = /^[a-z2-7]{52}$/;

export function addressOf(token: string, domain: string): string {
  return `${PREFIX}${token}@${domain}`;
}

/**
 * The token of a recipient address for this mail domain, or null when the address is not one of
 * ours (another domain, another shape). Case does not matter: mail systems may change it.
 */
export function tokenOf(address: string, domain: string): string | null {
  const at = address.lastIndexOf('@');
  if (at < 0) return null;
  const local = address.slice(0, at).toLowerCase();
  if (address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null;
  if (!local.startsWith(PREFIX)) return null;
  const token = local.slice(PREFIX.length);
  return TOKEN.test(token) ? token : null;
}
