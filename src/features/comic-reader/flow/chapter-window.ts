/**
 * The chapters of a continuous read, in reading order: the one opened first, then each next one as
 * the reader neared the end of the one before. Only a few of them are in the page at a time.
 */
export type Chain = readonly number[]

/**
 * The chain once the reader nears the end of `index`: its next chapter follows, when it has one
 * and the chain ends there (a chapter met again further up adds nothing). The same chain otherwise,
 * so a screen that keeps it does not draw again.
 */
export function followed(chain: Chain, index: number, next: number | null): Chain {
  if (next === null || chain.at(-1) !== index || chain.includes(next)) return chain
  return [...chain, next]
}

/**
 * The chapters kept in the page: the one on screen, the one above it and the one below it. The
 * one above is dropped, or brought back, only where the reader has `settled` (the scroll has come
 * to rest): the page above them then changes without moving what they look at. The one below
 * comes as soon as the chapter on screen (`now`) reaches it, so the strip never ends early.
 */
export function keptChapters(chain: Chain, settled: number, now: number): Chain {
  const at = (index: number) => Math.max(0, chain.indexOf(index))
  const from = Math.max(0, at(settled) - 1)
  return chain.slice(from, Math.max(at(settled), at(now)) + 2)
}
