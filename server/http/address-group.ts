import ipaddr from 'ipaddr.js'

/**
 * The address a limit or a count is kept for. An IPv4 address is one visitor's (or one household's);
 * an IPv6 visitor is handed a whole /64 and may pick any address in it, so IPv6 addresses are grouped
 * by their first 64 bits. An IPv4 address written as IPv6 (`::ffff:1.2.3.4`) is that IPv4 address.
 */
export function addressGroup(ip: string): string {
  if (!ipaddr.IPv6.isValid(ip)) return ip
  const address = ipaddr.IPv6.parse(ip)
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString()
  return `${address.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`
}
