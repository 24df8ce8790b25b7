import type { BrowserContext, Page } from '@playwright/test'

/** The page the server drew, cut out of its HTML: the shell as the service worker keeps it. */
const drawnPage =
  /<div id="root">[\s\S]*<\/div><script type="application\/json" id="page-state">[\s\S]*?<\/script>/

/**
 * Pages are drawn by the app itself, as when the installed app's service worker answers with its
 * shell, rather than taken over from the server's drawing. For tests that give the app API answers of
 * their own (`route`): a page the server drew was drawn with the real ones, and its app does not ask.
 */
export async function drawnByTheApp(target: Page | BrowserContext) {
  await target.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback()
    const response = await route.fetch()
    const html = (await response.text()).replace(drawnPage, '<div id="root"></div>')
    await route.fulfill({ response, body: html })
  })
}
