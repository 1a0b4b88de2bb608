import ipaddr from 'ipaddr.js';

/**
 * Which addresses a request made on a tenant's say-so may reach: public unicast only, unless the
 * operator listed the host or range in EGRESS_ALLOW_HOSTS (a clinic's own model server on its
 * network is normal; an organisation admin cannot opt one in).
 */

/** Cloud metadata services hand out credentials: refused even when an allowlist covers them. */
const METADATA = [ipaddr.parse('169.254.169.254'), ipaddr.parse('fd00:ec2::254')];

type Address = ipaddr.IPv4 | ipaddr.IPv6;

export interface AddressPolicy {
  /** Whether `address` (any spelling ipaddr.js reads) may be reached when asked for `host`. */
  permits(address: string, host: string): boolean;
}

/** Host names as the URL parser leaves them: lower case, no brackets, no trailing dot. */
export function normalHost(host: string): string {
  return host
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
}

/** The IP address a host spells, or null for a name (IPv4-mapped IPv6 reads as IPv4). */
export function ipOf(host: string): Address | null {
  const bare = normalHost(host);
  return ipaddr.isValid(bare) ? ipaddr.process(bare) : null;
}

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Checks one allowlist entry (host name, IP address or CIDR range); returns an error or null. */
export function allowlistEntryError(entry: string): string | null {
  if (entry.includes('/')) return ipaddr.isValidCIDR(entry) ? null : `"${entry}" is not a range`;
  if (ipaddr.isValid(normalHost(entry)) || HOST_NAME.test(normalHost(entry))) return null;
  return `"${entry}" is not a host name, address or range`;
}

export function createAddressPolicy(allowHosts: readonly string[]): AddressPolicy {
  const names = new Set<string>();
  const ranges: [Address, number][] = [];
  for (const entry of allowHosts) {
    const error = allowlistEntryError(entry);
    if (error) throw new Error(error);
    if (entry.includes('/')) {
      ranges.push(ipaddr.parseCIDR(entry));
      continue;
    }
    const ip = ipOf(entry);
    if (ip) ranges.push([ip, ip.kind() === 'ipv4' ? 32 : 128]);
    else names.add(normalHost(entry));
  }

  return {
    permits(address, host) {
      const ip = ipOf(address);
      if (!ip) return false;
      if (METADATA.some((m) => m.kind() === ip.kind() && m.toString() === ip.toString())) {
        return false;
      }
      // 'unicast' is ipaddr.js's name for everything outside the special-purpose registries:
      // loopback, private, link-local, unique-local, unspecified, CGNAT, 6to4, NAT64, reserved...
      if (ip.range() === 'unicast') return true;
      if (names.has(normalHost(host))) return true;
      return ranges.some(([net, bits]) => net.kind() === ip.kind() && ip.match(net, bits));
    },
  };
}
