import ipaddr from 'ipaddr.js'

/**
 * Whether a client address is one of METRICS_ALLOW's addresses or ranges (config.ts has checked
 * them). The address is the client's as Fastify decides it (TRUST_PROXY): the visitor named by a
 * trusted proxy, else the connection's. An IPv4 address written as IPv6 (`::ffff:127.0.0.1`, what a
 * server listening on `::` sees) is that IPv4 address.
 */
export function allowedAddresses(list: readonly string[]): (address: string) => boolean {
  const ranges = list.map((entry): [ipaddr.IPv4 | ipaddr.IPv6, number] => {
    if (entry.includes('/')) return ipaddr.parseCIDR(entry)
    const address = ipaddr.process(entry)
    return [address, address.kind() === 'ipv4' ? 32 : 128]
  })
  return (address) => {
    if (!ipaddr.isValid(address)) return false
    const client = ipaddr.process(address)
    return ranges.some(([range, bits]) => range.kind() === client.kind() && client.match(range, bits))
  }
}
