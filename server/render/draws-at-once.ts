/**
 * How many pages each address may have drawing at once. Drawings share the server's one thread: an
 * address drawing sixteen pages at a time would make everyone else's page wait behind them, while a
 * browser opens one page at a time. Past its share, an address's page is sent undrawn (it still works).
 */
export function drawsAtOnce(perAddress: number) {
  const drawing = new Map<string, number>()
  return {
    /** A place for one more of this address's drawings (free it when done), or undefined when it has none. */
    take(address: string): (() => void) | undefined {
      const now = drawing.get(address) ?? 0
      if (now >= perAddress) return undefined
      drawing.set(address, now + 1)
      let freed = false
      return () => {
        if (freed) return
        freed = true
        const left = (drawing.get(address) ?? 1) - 1
        if (left > 0) drawing.set(address, left)
        else drawing.delete(address)
      }
    },
  }
}
