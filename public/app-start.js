/*
 * The start of a page the server drew, written in it in place of the app's script
 * (server/render/pages.ts). The page can be read at once; the app's script and the code of the page's
 * routes, most of a first visit's bytes, are asked for once the page's pictures are in (the window's
 * load) and on the screen, or a second after the page is read at the latest. On a slow network they would otherwise share it with the page's first pictures, which then
 * come later. The app then takes the page over.
 */
;(() => {
  // The colours chosen in the settings (src/contract/site-theme.ts), before the app is there to show them.
  try {
    const theme = JSON.parse(localStorage.getItem('siteTheme') ?? 'null')
    if (theme === 'dark' || theme === 'light') document.documentElement.dataset.theme = theme
  } catch {
    // Storage refused or unreadable: the device's own colours.
  }
  const tag = document.currentScript
  if (!(tag instanceof HTMLScriptElement)) return
  let started = false
  const start = () => {
    if (started) return
    started = true
    // A reader's page is drawn with the reader's styles alone (server/render/page-styles.ts), and
    // names the site's, which repeat them in the same order: they change nothing on the reader, and
    // asked for first, and many times lighter than the app, they are in before it can show another
    // screen.
    const site = document.querySelector('link[data-site-styles]')?.getAttribute('data-site-styles')
    if (site) {
      const styles = document.createElement('link')
      styles.rel = 'stylesheet'
      styles.crossOrigin = ''
      styles.href = site
      document.head.append(styles)
    }
    // The page's code, then the app's script, a few requests a task: each costs the main thread
    // about a millisecond on a slow phone, and twenty at once held it past a long task's 50 ms.
    const code = (tag.dataset.code ?? '').split(' ').filter(Boolean)
    const ask = () => {
      for (const href of code.splice(0, 6)) {
        const link = document.createElement('link')
        link.rel = 'modulepreload'
        link.crossOrigin = ''
        link.href = href
        document.head.append(link)
      }
      if (code.length) return setTimeout(ask)
      const app = document.createElement('script')
      app.type = 'module'
      app.crossOrigin = ''
      app.src = tag.dataset.app ?? ''
      document.head.append(app)
    }
    ask()
  }
  // After the frame that shows the pictures: the page's largest picture is on screen before the
  // app's bytes are asked for.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start))
  // A frame drawn is not yet a frame shown: a busy phone can take a while more to put it on the
  // screen. The browser's first-contentful-paint entry comes once it is there (where the browser
  // times paints at all).
  const afterShown = () => {
    const types = globalThis.PerformanceObserver?.supportedEntryTypes ?? []
    if (!types.includes('paint')) return afterPaint()
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      afterPaint()
    })
    observer.observe({ type: 'paint', buffered: true })
  }
  // A tap on a button before the app has the page would do nothing: the last one is given again to
  // the same button (React takes the server's elements over as they are) once the app has taken the
  // page over. From the app's start (main.tsx), taps are React's own.
  const root = document.documentElement
  let tapped
  addEventListener(
    'click',
    (event) => {
      if (!('appStarted' in root.dataset)) tapped = event.target.closest?.('#root button') ?? tapped
    },
    true,
  )
  new MutationObserver((_, observer) => {
    if (!('ready' in root.dataset)) return
    observer.disconnect()
    if (tapped?.isConnected) tapped.click()
  }).observe(root, { attributeFilter: ['data-ready'] })
  if (document.readyState === 'complete') afterShown()
  else addEventListener('load', afterShown, { once: true })
  // A second after the page is read at the latest: a page opened behind another tab is not painted.
  setTimeout(start, 1000)
})()
