/**
 * Code the reader benchmark runs inside the page. It is kept as text because the scripts are compiled
 * without the browser's types; Playwright evaluates it through the DevTools protocol, which the
 * site's CSP (no eval) does not restrict.
 */

/**
 * Resolves when an image with this `src` is in the page, loaded, decoded, and a frame has been
 * painted with it (a task queued from the next animation frame runs after that frame's paint).
 */
const paintedImage = `(src, since, limit) => new Promise((resolve, reject) => {
  const check = () => {
    const image = [...document.querySelectorAll('img')].find((img) => img.getAttribute('src') === src)
    if (image && image.complete && image.naturalWidth > 0) {
      image.decode().catch(() => {}).then(() =>
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - since), 0)))
      return
    }
    if (performance.now() - since > limit) return reject(new Error('no painted image ' + src))
    requestAnimationFrame(check)
  }
  check()
})`

/** Presses a button or link by its text and measures until `src` is painted (ms). */
export function pressUntilPainted(text: string, src: string, limitMs = 15_000) {
  return `(() => {
    const target = [...document.querySelectorAll('button, a')].find((el) => el.textContent.trim() === ${JSON.stringify(text)})
    if (!target) throw new Error('nothing to press named ' + ${JSON.stringify(text)})
    const since = performance.now()
    target.click()
    return (${paintedImage})(${JSON.stringify(src)}, since, ${limitMs})
  })()`
}

/** Presses a key as the reader's keyboard would and measures until every `srcs` is painted (ms). */
export function keyUntilPainted(key: string, srcs: string[], limitMs = 15_000) {
  return `(() => {
    const since = performance.now()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: ${JSON.stringify(key)}, bubbles: true }))
    return Promise.all(${JSON.stringify(srcs)}.map((src) => (${paintedImage})(src, since, ${limitMs})))
      .then((times) => Math.max(...times))
  })()`
}

/**
 * Sums every layout shift the page reports from now until `done()` is called in the page, shifts
 * right after an input included (the ones a CLS figure leaves out), as `window.__shifts`.
 */
export const watchShifts = `(() => {
  window.__shifts = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__shifts += entry.value
  }).observe({ type: 'layout-shift' })
})()`

export const shiftsSoFar = 'window.__shifts'

/** Scrolls to the end of the page, as a reader reaching the end of a chapter. */
export const scrollToEnd = `(() => {
  window.scrollTo(0, document.documentElement.scrollHeight)
  window.dispatchEvent(new Event('scroll'))
})()`

/**
 * Watches long tasks (the browser reports those over 50 ms) from the first script of every page:
 * given to the context as an init script, it runs before the app's own code.
 */
export const watchLongTasks = `window.__longTasks = []
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    window.__longTasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) })
}).observe({ type: 'longtask' })`

/** The long tasks seen so far, with their start times (ms since the page started loading). */
export const longTasks = 'window.__longTasks'

/**
 * Flings down the whole page a fixed distance per frame, counting the images in the page as it goes;
 * resolves with when it started and ended (ms since the page started loading) and what it saw.
 */
export function scrollThrough(pixelsPerFrame: number) {
  return `new Promise((resolve) => {
    let maxImages = document.images.length
    let frames = 0
    const started = performance.now()
    const step = () => {
      frames++
      maxImages = Math.max(maxImages, document.images.length)
      const before = window.scrollY
      window.scrollBy(0, ${pixelsPerFrame})
      if (window.scrollY === before) {
        // A last moment for tasks the final scroll caused, then the figures.
        requestAnimationFrame(() => setTimeout(() => resolve({
          started,
          ended: performance.now(),
          maxImages,
          frames,
          height: document.documentElement.scrollHeight,
          slots: document.querySelectorAll('.page-list__page').length,
        }), 100))
        return
      }
      requestAnimationFrame(step)
    }
    requestAnimationFrame(step)
  })`
}
