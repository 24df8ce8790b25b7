import { waitFor } from '../driver.ts'
import type { Flow } from '../flow.ts'

const video = `document.querySelector('[role="group"] video')`
const playerError = `(document.querySelector('[role="group"] [role="alert"]')?.textContent ?? '')`

/** A film plays (its time moves on) or says it cannot: a silent player fails. */
export const film: Flow = {
  name: 'film plays or says why not',
  async run(driver) {
    await driver.goto('/vi/movie/tinh-yeu-o-da-lat/')
    await driver.click({ css: '.movie-banner__play' })
    await waitFor(
      driver,
      `(() => { const v = ${video}; return (v && !v.paused && v.currentTime > 0.3) || ${playerError}.includes('Không thể phát video này.') })()`,
      'playback (the time moving on) or “Không thể phát video này.”',
      30_000,
    )
    const said = await driver.evaluate<string>(playerError)
    if (said) return `cannot play here, says: ${said.trim()}`
    return `plays (${(await driver.evaluate<number>(`${video}.currentTime`)).toFixed(1)} s)`
  },
}
