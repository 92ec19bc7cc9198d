import { promises as dns } from 'node:dns';
import type { DNSResolver } from 'mailauth';

/** The DNS lookups of SPF, DKIM and DMARC; tests give the receiver a table instead. */
export const MAIL_DNS_RESOLVER = Symbol('MAIL_DNS_RESOLVER');
export type MailDnsResolver = DNSResolver;

/** One try, three seconds: a machine without DNS answers fast, and the token alone then decides. */
export function systemResolver(servers: string[]): MailDnsResolver {
  const resolver = new dns.Resolver({ timeout: 3_000, tries: 1 });
  if (servers.length) resolver.setServers(servers);
  return (name, rrtype) => resolver.resolve(name, rrtype) as Promise<string[][] | string[]>;
}
