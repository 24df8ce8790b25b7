/**
 * The home, the usual first page, is drawn with the messages of the app's own script alone: the build
 * cuts them out of each catalogue as `<catalogue>.po?first-screen` (vite.config.ts), a fifth of it.
 * Every other page is drawn with the whole catalogue (activate.ts).
 */
export const FIRST_SCREEN = '?first-screen'

/** Whether a path is a language's home (`/vi`, `/en/`), or the site's root, which leads to one. */
export const isHomePath = (pathname: string) => /^\/([^/]+\/?)?$/.test(pathname)
