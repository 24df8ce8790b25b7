import { SITE_THEME_KEY, type SiteTheme, siteThemeSchema } from '../contract/site-theme.ts'
import { readJson } from './local-storage.ts'

/** The colours this device chose in the settings; 'device' (its own preference) when it never did. */
export const chosenSiteTheme = (): SiteTheme => readJson(SITE_THEME_KEY, siteThemeSchema, 'device')

/** Shows the site in a theme: a chosen one is named on the root, the device's is the styles' own. */
export function showSiteTheme(theme: SiteTheme) {
  const root = document.documentElement
  if (theme === 'device') delete root.dataset.theme
  else root.dataset.theme = theme
}
