import ipaddr from 'ipaddr.js';
import net from 'node:net';

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

const NAT64_WELL_KNOWN = ipaddr.IPv6.parse('64:ff9b::');

function v4FromParts(high: number, low: number): IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

// Allow-list: anything ipaddr.js classes as special (private, loopback, link-local, CGNAT,
// multicast, broadcast, reserved, benchmarking, 0/8, ...) is refused, including ranges added later.
function isPublicV4(ip: IPv4): boolean {
  return ip.range() === 'unicast';
}

// IPv6 forms that carry an IPv4 address and reach it, each judged by the address it carries.
const EMBEDDED_V4: Partial<Record<string, (parts: number[], ip: IPv6) => IPv4[]>> = {
  ipv4Mapped: (p) => [v4FromParts(p[6] ?? 0, p[7] ?? 0)],
  rfc6145: (p) => [v4FromParts(p[6] ?? 0, p[7] ?? 0)],
  // Only the well-known NAT64 /96 has a fixed layout; the local-use /48 is refused outright.
  rfc6052: (p, ip) => (ip.match(NAT64_WELL_KNOWN, 96) ? [v4FromParts(p[6] ?? 0, p[7] ?? 0)] : []),
  '6to4': (p) => [v4FromParts(p[1] ?? 0, p[2] ?? 0)],
  // Teredo: server in bits 32-63, client obfuscated (bit-inverted) in the last 32.
  teredo: (p) => [
    v4FromParts(p[2] ?? 0, p[3] ?? 0),
    v4FromParts(~(p[6] ?? 0) & 0xffff, ~(p[7] ?? 0) & 0xffff),
  ],
};

function isPublicV6(ip: IPv6): boolean {
  const range = ip.range();
  const embedded = EMBEDDED_V4[range]?.(ip.parts, ip);
  if (embedded) return embedded.length > 0 && embedded.every(isPublicV4);
  if (range !== 'unicast') return false;
  // IPv4-compatible ::a.b.c.d is deprecated and range() calls it unicast: refuse all of ::/96.
  if (ip.parts.slice(0, 6).every((part) => part === 0)) return false;
  // Only global unicast 2000::/3 is routed on the internet.
  return ((ip.parts[0] ?? 0) & 0xe000) === 0x2000;
}

/** Parses a plain IP string; null when it is not one. */
function parseAddress(address: string): IPv4 | IPv6 | null {
  const family = net.isIP(address);
  try {
    if (family === 4) return ipaddr.IPv4.parse(address);
    if (family !== 6) return null;
    // ipaddr.js reads "::a.b.c.d" as IPv4-mapped; the WHATWG URL parser gives the standard
    // reading (IPv4-compatible). Zone ids only occur on link-local addresses, refused anyway.
    const bare = address.split('%')[0] ?? '';
    return ipaddr.IPv6.parse(new URL(`http://[${bare}]/`).hostname.slice(1, -1));
  } catch {
    return null;
  }
}

/** True when `address` (a plain IP string) may be fetched: a public, routable unicast address. */
export function isPublicAddress(address: string): boolean {
  const ip = parseAddress(address);
  if (!ip) return false;
  return ip.kind() === 'ipv4' ? isPublicV4(ip as IPv4) : isPublicV6(ip as IPv6);
}

/** Lower-cases a URL host and removes IPv6 brackets and a trailing dot. */
export function bareHost(hostname: string): string {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return host.endsWith('.') ? host.slice(0, -1) : host;
}

function canonicalAddress(address: string): string | null {
  return parseAddress(address)?.toNormalizedString() ?? null;
}

/** Every port of an allowed host, or only the listed ones. */
type AllowedPorts = 'any' | Set<number>;

/** `host`, `host:port`, `[ipv6]`, `[ipv6]:port` or a bare IPv6 address. */
function parseAllowEntry(entry: string): { host: string; port: number | null } | null {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(entry);
  const withPort = /^([^:[\]]+):(\d{1,5})$/.exec(entry);
  const [host, port] = bracketed
    ? [bracketed[1]!, bracketed[2]]
    : withPort
      ? [withPort[1]!, withPort[2]]
      : [entry, undefined];
  const bare = bareHost(host);
  if (!bare) return null;
  return { host: bare, port: port === undefined ? null : Number(port) };
}

function addPort(map: Map<string, AllowedPorts>, key: string, port: number | null): void {
  const current = map.get(key);
  if (port === null || current === 'any') {
    map.set(key, 'any');
    return;
  }
  map.set(key, new Set([...(current ?? []), port]));
}

function allowsPort(ports: AllowedPorts | undefined, port: number | undefined): boolean {
  if (!ports) return false;
  return ports === 'any' || (port !== undefined && ports.has(port));
}

/**
 * Hosts and addresses exempted from the private-address check (FETCH_ALLOWED_HOSTS, tests only):
 * a listed name exempts every address it resolves to; a listed IP exempts that address. An entry
 * with a port (`127.0.0.1:8080`) exempts that port only.
 */
export class HostAllowList {
  private readonly names = new Map<string, AllowedPorts>();
  private readonly addresses = new Map<string, AllowedPorts>();

  constructor(entries: readonly string[] = []) {
    for (const entry of entries) {
      const parsed = parseAllowEntry(entry.trim());
      if (!parsed) continue;
      const address = canonicalAddress(parsed.host);
      if (address) addPort(this.addresses, address, parsed.port);
      else addPort(this.names, parsed.host, parsed.port);
    }
  }

  get isEmpty(): boolean {
    return this.names.size === 0 && this.addresses.size === 0;
  }

  /** `port` is the URL's port (its scheme's default when it names none). */
  allowsName(host: string, port?: number): boolean {
    return allowsPort(this.names.get(bareHost(host)), port);
  }

  allowsAddress(address: string, port?: number): boolean {
    const canonical = canonicalAddress(address);
    return canonical !== null && allowsPort(this.addresses.get(canonical), port);
  }
}
