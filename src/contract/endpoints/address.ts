import type { AnyEndpoint } from './endpoint.ts'

/**
 * The address of a call under `/{lang}/api/v1`: the endpoint's path with its parameters filled in,
 * and the query's fields that have a value, in the order given.
 */
export function addressOf(
  endpoint: AnyEndpoint,
  input: { params?: object | undefined; query?: object | undefined },
) {
  const params = (input.params ?? {}) as Record<string, string | number>
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])))
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== '') query.set(name, String(value))
  }
  return query.size > 0 ? `${path}?${query}` : path
}
