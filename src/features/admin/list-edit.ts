/** The list with the entry at `index` moved one place up (-1) or down (+1); at an end, unchanged. */
export function moveEntry<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by
  if (to < 0 || to >= list.length) return [...list]
  const next = [...list]
  ;[next[index], next[to]] = [next[to] as T, next[index] as T]
  return next
}

/** An object without its empty text fields: the stored shapes take an absent field, never ''. */
export function withoutEmpty<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== '' && field !== undefined),
  ) as T
}

/** An entry of a list edited in order, with a key of its own so its fields (and focus) follow it when it moves. */
export interface Keyed<T> {
  key: number
  value: T
}

let nextKey = 1
/** The value with a key no other entry has. */
export const keyed = <T>(value: T): Keyed<T> => ({ key: nextKey++, value })

/** The list with the entry at `index` replaced by `value`. */
export const replaceAt = <T>(list: readonly T[], index: number, value: T): T[] =>
  list.map((one, at) => (at === index ? value : one))
