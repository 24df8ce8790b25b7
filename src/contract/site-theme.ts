import * as v from 'valibot'

/**
 * The site's colours a reader may choose in the settings: as the device prefers (the default), or
 * always dark, or always light (src/styles/base.css).
 */
export const siteThemes = ['device', 'dark', 'light'] as const
export type SiteTheme = (typeof siteThemes)[number]
export const siteThemeSchema = v.picklist(siteThemes)

/**
 * Where the choice is kept on the device (localStorage, as JSON). Read by the app as it starts and,
 * on a page the server drew, by the page's start (public/app-start.js) before the app is there.
 */
export const SITE_THEME_KEY = 'siteTheme'
