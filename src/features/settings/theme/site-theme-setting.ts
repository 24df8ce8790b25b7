import { SITE_THEME_KEY, type SiteTheme, siteThemeSchema } from '../../../contract/site-theme.ts'
import { deviceRecord } from '../../../shared/device-record.ts'
import { showSiteTheme } from '../../../shared/site-theme.ts'

/** The colours chosen on this device, followed by the settings (the app shows them as it starts). */
const setting = deviceRecord(SITE_THEME_KEY, siteThemeSchema, (): SiteTheme => 'device', {
  // The device's own is no choice: nothing is kept for it.
  isEmpty: (theme) => theme === 'device',
})

export const useSiteTheme = () => setting.use(setting.read, 'device')

/** Keeps the choice and shows it at once. */
export function chooseSiteTheme(theme: SiteTheme) {
  setting.write(theme)
  showSiteTheme(theme)
}
