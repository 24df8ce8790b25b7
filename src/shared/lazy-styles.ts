/**
 * What each dynamic import of the built app goes through (it stands in for Vite's own helper, see
 * vite.config.ts): the styles of the chunk it loads are added to the page before the chunk runs, when
 * the page does not have them yet (the admin's screens have their own). Scripts are not preloaded
 * here: the server's page hints, the service worker's precache and the links' preloading on intent
 * bring them (build.modulePreload in vite.config.ts), so Vite's helper had only this left to do.
 */
const adding = new Map<string, Promise<unknown>>()

export function __vitePreload<T>(load: () => Promise<T>, deps?: string[]): Promise<T> {
  const styles = (deps ?? [])
    .filter((dep) => dep.endsWith('.css'))
    .map((dep) => addStyle(new URL(import.meta.env.BASE_URL + dep, document.baseURI).href))
  return styles.length ? Promise.all(styles).then(load) : load()
}

function addStyle(href: string) {
  let added = adding.get(href)
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')
  if (added || [...links].some((link) => link.href === href)) return added
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.crossOrigin = ''
  link.href = href
  // Once loaded, the link itself tells the styles are there; a link that failed is taken away, and
  // the next import tries again (the network may be back by then).
  added = new Promise((resolve, reject) => {
    link.onload = () => {
      adding.delete(href)
      resolve(undefined)
    }
    link.onerror = () => {
      adding.delete(href)
      link.remove()
      reject(new Error(`Unable to load the styles ${href}`))
    }
  })
  adding.set(href, added)
  document.head.append(link)
  return added
}
