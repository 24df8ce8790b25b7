import { useEffect, useState } from 'react'
import type { FilmSubtitle } from './captions.ts'
import { chooseCaptions, useCaptionsChoice } from './captions.ts'
import { logPlayerError, type ShakaPlayer } from './load-shaka.ts'

type ShakaTextTrack = Awaited<ReturnType<ShakaPlayer['addTextTrackAsync']>>

/**
 * Gives the loaded film its captions as shaka text tracks, and shows those of the language chosen
 * last (remembered on the device) when the episode has them. A captions file that fails to load
 * is logged and left out of the choices.
 */
export function useCaptions(
  player: ShakaPlayer | null,
  video: HTMLVideoElement | null,
  subtitles: readonly FilmSubtitle[],
) {
  const choice = useCaptionsChoice()
  const [tracks, setTracks] = useState(new Map<string, ShakaTextTrack>())
  // The files by content, so a parent's new array with the same captions adds nothing again.
  const plan = JSON.stringify(subtitles.map(({ language, label, link }) => ({ language, label, link })))

  useEffect(() => {
    setTracks(new Map())
    if (!player) return
    let cancelled = false
    const list = JSON.parse(plan) as FilmSubtitle[]
    Promise.all(
      list.map(({ language, label, link }) =>
        player.addTextTrackAsync(link, language, 'subtitles', 'text/vtt', undefined, label).then(
          (track) => [language, track] as const,
          (error: unknown) => {
            logPlayerError(`The ${language} captions could not be loaded: ${link}`, error)
            return null
          },
        ),
      ),
    ).then((added) => {
      if (!cancelled) setTracks(new Map(added.filter((entry) => entry !== null)))
    })
    return () => {
      cancelled = true
    }
  }, [player, plan])

  const value = tracks.has(choice) ? choice : 'off'
  useEffect(() => {
    if (player && tracks.size > 0) player.selectTextTrack(tracks.get(value) ?? null)
  }, [player, tracks, value])
  useOneShowing(video, value)

  return { choices: subtitles.filter((s) => tracks.has(s.language)), value, choose: chooseCaptions }
}

const isCaptions = (track: TextTrack) =>
  (track.kind === 'subtitles' || track.kind === 'captions') && track.language !== ''

/**
 * At most one track of captions shows. An engine may show a track of its own accord (a default, or
 * one it remembers across a reload) beside the chosen one, and a stream may carry captions of its
 * own in the same languages as the episode's files: the chosen language's track added last (the
 * episode's file, added after the stream's) stays, the others go.
 */
function useOneShowing(video: HTMLMediaElement | null, value: string) {
  useEffect(() => {
    const list = video?.textTracks
    // A list that cannot say when it changes (no engine in use; jsdom) has nothing to settle.
    if (typeof list?.addEventListener !== 'function') return
    const settle = () => {
      const showing = Array.from(list).filter((track) => isCaptions(track) && track.mode === 'showing')
      if (showing.length < 2) return
      let kept = false
      for (const track of showing.reverse()) {
        if (track.language === value && !kept) kept = true
        else track.mode = 'disabled'
      }
    }
    settle()
    list.addEventListener('change', settle)
    list.addEventListener('addtrack', settle)
    return () => {
      list.removeEventListener('change', settle)
      list.removeEventListener('addtrack', settle)
    }
  }, [video, value])
}
