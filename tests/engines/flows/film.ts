import { waitFor } from '../driver.ts'
import type { Flow } from '../flow.ts'

const video = `document.querySelector('[role="group"] video')`
const playerError = `(document.querySelector('[role="group"] [role="alert"]')?.textContent ?? '')`

/**
 * Why a player is silent: what its video element and the engine's media support say, and what a
 * call to play() answers now (the app's own calls keep their refusals to themselves).
 */
const videoState = `(async () => {
  const v = ${video}
  const mse = typeof MediaSource !== 'undefined'
  const avc = mse && MediaSource.isTypeSupported('video/mp4; codecs="avc1.42E01E"')
  if (!v) return 'no video element; MediaSource ' + mse + ', H.264 in MSE ' + avc
  const answer = await Promise.race([
    v.play().then(() => 'play() resolved', (error) => 'play() refused: ' + error.name + ' ' + error.message),
    new Promise((resolve) => setTimeout(() => resolve('play() still pending after 3 s'), 3000)),
  ])
  return 'video ' + (v.currentSrc.startsWith('blob:') ? 'on Media Source' : 'src=' + new URL(v.currentSrc || location.href).pathname) + ' paused=' + v.paused + ' time=' + v.currentTime.toFixed(2) + ' readyState=' + v.readyState +
    ' networkState=' + v.networkState + ' error=' + (v.error ? v.error.code + ' ' + v.error.message : 'none') +
    ' buffered=' + v.buffered.length + '; ' + answer + '; MediaSource ' + mse + ', H.264 in MSE ' + avc
})()`

/** A film plays (its time moves on) or says it cannot: a silent player fails. */
export const film: Flow = {
  name: 'film plays or says why not',
  async run(driver) {
    await driver.goto('/vi/movie/tinh-yeu-o-da-lat')
    await driver.click({ css: '.movie-banner__play' })
    try {
      await waitFor(
        driver,
        `(() => { const v = ${video}; return (v && !v.paused && v.currentTime > 0.3) || ${playerError}.includes('Không thể phát video này.') })()`,
        'playback (the time moving on) or “Không thể phát video này.”',
        30_000,
      )
    } catch (error) {
      throw new Error(
        `${error instanceof Error ? error.message : error}; ${await driver.evaluate<string>(videoState)}`,
      )
    }
    const said = await driver.evaluate<string>(playerError)
    if (said) return `cannot play here, says: ${said.trim()}`
    return `plays (${(await driver.evaluate<number>(`${video}.currentTime`)).toFixed(1)} s)`
  },
}
