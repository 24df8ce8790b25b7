export type ChapterProgress = ReturnType<typeof chapterProgress>

/** How far through the chapter the reader is (0 to 1), for the parts that follow it. */
export function chapterProgress(start: number, paged: boolean) {
  let fraction = start
  const listeners = new Set<() => void>()
  return {
    /** The text is read a page at a time: its place comes from the pages. */
    paged,
    get: () => fraction,
    set(next: number) {
      if (next === fraction) return
      fraction = next
      for (const listener of listeners) listener()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
