/**
 * A small seeded generator, so the demo catalogue (pictures, ratings, view counts) comes out the
 * same on every machine and every start: what one tester sees, the next one sees too.
 */
export function rng(seed: string): () => number {
  let state = 2166136261
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619)
  // mulberry32
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A whole number from `min` to `max`, both included. */
export const between = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1))

export const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!

/** A shuffled copy (Fisher–Yates), the same for the same generator. */
export function shuffled<T>(random: () => number, list: readonly T[]): T[] {
  const out = [...list]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}
