import { expect, test } from './fixtures.ts'

/** The app's own script, which the start of a drawn page asks for (public/app-start.js). */
const APP_SCRIPT = /\/assets\/index-[\w-]+\.js$/

test("a button pressed before the app has taken the page over does what it says once it has: a film's Play", async ({
  page,
}) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  // The app's script is held back, as a slow phone's network would, until Play has been pressed.
  await page.route(APP_SCRIPT, async (route) => {
    await held
    await route.continue()
  })
  const opening = page.goto('/vi/movie/tinh-yeu-o-da-lat')
  const play = page.locator('.movie-stage').getByRole('button', { name: 'Phát' })
  await play.click()
  await expect(page.locator('html[data-ready]')).toHaveCount(0)
  release()
  await opening
  await expect(page.getByRole('group', { name: /^Trình phát video: / })).toBeVisible()
})
