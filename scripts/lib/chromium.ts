/**
 * Debian's Chromium, as the browser tests, the attacks and the benches start it: Playwright's own
 * browser download is not available everywhere, and without the background-networking flags
 * Chromium keeps reaching for hosts a closed network refuses.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}
