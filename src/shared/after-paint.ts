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
