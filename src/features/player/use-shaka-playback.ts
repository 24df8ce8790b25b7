import { useCallback, useEffect, useRef, useState } from 'react'
import { loadShaka, logPlayerError, type ShakaPlayer, UnsupportedBrowserError } from './load-shaka.ts'
import { START_TIMEOUT_MS, watchPlayback } from './playback-watch.ts'
import { mergeTracks, type VariantTrack } from './quality.ts'
import { resumePosition } from './resume-store.ts'
import { type FilmSource, isProgressive, mimeTypeOf, OFFLINE_SOURCE, playOrder } from './sources.ts'

/** 'stopped': a route change released the stream; playing again loads it anew from where it was. */
export type PlaybackStatus = 'loading' | 'ready' | 'stopped' | 'error' | 'unsupported'

const trackEvents = ['trackschanged', 'variantchanged', 'adaptation', 'abrstatuschanged']

/**
 * A rendition whose load has not finished by then is taken for one that cannot play: where an
 * engine's Media Source stalls without an error (WebKitGTK's), shaka's load never settles, and the
 * next rendition (a progressive MP4) is the only way to the film. Loading the next one interrupts it.
 */
const LOAD_TIMEOUT_MS = 1.5 * START_TIMEOUT_MS

class LoadTimeout extends Error {}

function loadWithin(loading: Promise<unknown>) {
  // Its late refusal (interrupted by the next load) is expected, and said nowhere.
  loading.catch(() => {})
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new LoadTimeout(`no answer within ${LOAD_TIMEOUT_MS / 1000} s`)),
      LOAD_TIMEOUT_MS,
    )
  })
  return Promise.race([loading, late]).finally(() => clearTimeout(timer))
}

/**
 * Plays the film's renditions with shaka in turn until one loads, from the remembered position, and
 * starts it. A film that loaded can still fail to play (playback-watch.ts): then a progressive MP4,
 * when the film has one, is played instead, as it needs no Media Source, which is what fails on
 * some engines and phones; otherwise the film has failed. Every failure is logged with shaka's
 * error (its code says what went wrong); the screen only says the film cannot be played.
 */
export function useShakaPlayback(
  video: HTMLVideoElement | null,
  sources: readonly FilmSource[],
  resumeKey: string,
  offlineCopy?: string | null,
) {
  const [status, setStatus] = useState<PlaybackStatus>('loading')
  const [player, setPlayer] = useState<ShakaPlayer | null>(null)
  const [tracks, setTracks] = useState<VariantTrack[]>([])
  const [resumedAt, setResumedAt] = useState<number>()
  const [attempt, setAttempt] = useState(0)
  const [stopped, setStopped] = useState(false)
  // The streams failed once they had loaded: only the progressive renditions are tried.
  const [progressiveOnly, setProgressiveOnly] = useState(false)
  // A player must be fully detached before the next one attaches to the same element.
  const destroying = useRef<Promise<unknown>>(Promise.resolve())
  // The renditions by content, so a parent's new array with the same streams does not reload the film.
  const plan = JSON.stringify(playOrder(sources).map(({ link, type }) => ({ link, type })))
  // Read when a load starts, not a reason to reload: a download finishing mid-film leaves it playing.
  const offline = useRef(offlineCopy)
  offline.current = offlineCopy

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads the same film again
  useEffect(() => {
    if (!video) return
    if (stopped) {
      setStatus('stopped')
      return
    }
    const planned = JSON.parse(plan) as Pick<FilmSource, 'link' | 'type'>[]
    const streams = progressiveOnly ? planned.filter(isProgressive) : planned
    let cancelled = false
    let current: ShakaPlayer | undefined
    let unwatch = () => {}
    setStatus('loading')
    setTracks([])

    const start = async () => {
      const shaka = await loadShaka().catch((error: unknown) => {
        if (cancelled) return undefined
        logPlayerError('The video player could not start', error)
        setStatus(error instanceof UnsupportedBrowserError ? 'unsupported' : 'error')
        return undefined
      })
      if (!shaka) return
      await destroying.current
      if (cancelled) return
      const instance = new shaka.Player()
      current = instance
      // A missing manifest seldom comes back: retry once, quickly, before trying the next rendition.
      instance.configure({ manifest: { retryParameters: { baseDelay: 500 } } })
      let loaded: Pick<FilmSource, 'link' | 'type'> | undefined
      const fail = (message: string, error: unknown) => {
        if (cancelled) return
        unwatch()
        const fallback = !progressiveOnly && loaded && !isProgressive(loaded) && streams.some(isProgressive)
        logPlayerError(message, error, Boolean(fallback))
        // Nothing more is fetched for a film that cannot play; trying again loads it anew.
        video.pause()
        instance.unload().catch(() => {})
        if (fallback) setProgressiveOnly(true)
        else setStatus('error')
      }
      const refresh = () => setTracks((previous) => mergeTracks(previous, instance.getVariantTracks()))
      for (const type of trackEvents) instance.addEventListener(type, refresh)
      instance.addEventListener('error', (event) => {
        const error = (event as unknown as { detail?: { severity?: number } }).detail
        // Recoverable hiccups (a retried segment) are shaka's to handle; a critical one ends the film.
        if (!loaded || error?.severity !== shaka.util.Error.Severity.CRITICAL) return
        fail('The film stopped with an error', error)
      })
      await instance.attach(video)
      const startTime = resumePosition(resumeKey)
      // A downloaded copy plays through Media Source as well: not a way round its failing.
      const copy = progressiveOnly ? null : offline.current
      const order = copy ? [{ link: copy, type: OFFLINE_SOURCE }, ...streams] : streams
      let stalled = false
      // Said once the outcome is known: as errors only if no rendition could be played at all.
      const failures: [string, unknown][] = []
      for (const source of order) {
        if (cancelled) return
        // A stalled Media Source stalls every stream alike: only a progressive file may still play.
        if (stalled && !isProgressive(source)) continue
        try {
          await loadWithin(instance.load(source.link, startTime ?? null, mimeTypeOf(source)))
          loaded = source
          break
        } catch (error) {
          if (cancelled) return
          if (error instanceof LoadTimeout) stalled = true
          failures.push([
            `The film's ${source.type || 'video'} stream could not be played: ${source.link}`,
            error,
          ])
        }
      }
      for (const [message, error] of failures) logPlayerError(message, error, loaded !== undefined)
      if (cancelled) return
      if (!loaded) {
        setStatus('error')
        return
      }
      setPlayer(instance)
      refresh()
      setResumedAt(startTime)
      setStatus('ready')
      const playing = loaded
      let broken = false
      unwatch = watchPlayback(video, (failure) => {
        broken = true
        const media = video.error && `media error ${video.error.code}: ${video.error.message}`
        fail(`The film's ${playing.type || 'video'} stream loaded but does not play`, media || failure)
      })
      // Where the browser refuses to start by itself, the film waits paused behind its play button.
      if (!broken) video.play().catch(() => {})
    }
    start()
    return () => {
      cancelled = true
      unwatch()
      setPlayer(null)
      if (current) destroying.current = current.destroy().catch(() => {})
    }
  }, [video, plan, resumeKey, attempt, stopped, progressiveOnly])

  /**
   * Stops the stream itself, not only the picture: the player is released, so nothing more is fetched
   * once the page moves on. A film still loading does not start behind the viewer's back either.
   */
  const stop = useCallback(() => setStopped(true), [])

  /**
   * Loads the film again after a stop, from its remembered position: from its progressive copy, if
   * the streams had failed.
   */
  const reload = useCallback(() => {
    setStopped(false)
    setAttempt((n) => n + 1)
  }, [])

  /** 'Try again' after a failure: the streams first again, as the fault may have passed. */
  const retry = useCallback(() => {
    setProgressiveOnly(false)
    reload()
  }, [reload])

  return { status, player, tracks, resumedAt, stop, reload, retry }
}
