/**
 * Runs `work` once the browser has painted what is on the page now. React runs effects after it
 * commits, but often before the frame that shows the commit is painted: what an effect starts then
 * (fetching code, drawing more) delays that paint. A hidden page paints nothing, so it does not wait.
 */
export function afterNextPaint(work: () => void): void {
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
    setTimeout(work)
    return
  }
  requestAnimationFrame(() => setTimeout(work))
}

let firstScreenDrawn: () => void = () => {}
const drawn = new Promise<void>((resolve) => {
  firstScreenDrawn = resolve
})

/** The app's first screen is drawn and answers (the app's start says so, once). */
export function markFirstScreenDrawn(): void {
  document.documentElement.dataset.ready = ''
  firstScreenDrawn()
}

/**
 * Runs `work` once the app's first screen is drawn and answers: code that screen does not need is
 * asked for after it, competing neither with the takeover of a page the server drew nor with its
 * paint. An effect's own next paint can come first, when a part of the screen is still suspended.
 */
export function afterFirstScreen(work: () => void): void {
  void drawn.then(() => setTimeout(work))
}
