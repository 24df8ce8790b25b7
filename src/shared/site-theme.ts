import { SITE_THEME_KEY, type SiteTheme, siteThemeSchema } from '../contract/site-theme.ts'
import { readJson } from './local-storage.ts'

/** The colours this device chose in the settings; 'device' (its own preference) when it never did. */
export const chosenSiteTheme = (): SiteTheme => readJson(SITE_THEME_KEY, siteThemeSchema, 'device')

/**
 * Shows the site in a theme: a chosen one is named on the root, the device's is the styles' own. The
 * browser's bars follow: index.html gives their colour for each of the device's schemes, and a
 * chosen theme's applies whatever the device prefers.
 */
export function showSiteTheme(theme: SiteTheme) {
  const root = document.documentElement
  if (theme === 'device') delete root.dataset.theme
  else root.dataset.theme = theme
  for (const bar of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][data-scheme]')) {
    const scheme = bar.dataset.scheme
    bar.media =
      theme === 'device' ? `(prefers-color-scheme: ${scheme})` : theme === scheme ? 'all' : 'not all'
  }
}
