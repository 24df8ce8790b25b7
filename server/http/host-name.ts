/** A Host value as browsers and proxies send it: a name, an IPv4 address or a bracketed IPv6 one, and a port. */
const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9._-]+)(?::\d{1,5})?$/i

/**
 * The name part of a Host value (`Mot.Example:8080` → `mot.example`), as the WHATWG URL parser
 * writes it: lower case, an IPv6 address in brackets, an IPv4 address in its dotted form. Undefined
 * for anything that is not a plain host and port (a user, a path, spaces).
 */
export function hostName(host: string): string | undefined {
  if (!HOST.test(host)) return undefined
  try {
    return new URL(`http://${host}`).hostname
  } catch {
    return undefined
  }
}
