import { useEffect, useState } from 'react'
import type { FilmSubtitle } from './captions.ts'
import { chooseCaptions, useCaptionsChoice } from './captions.ts'
import { logPlayerError, type ShakaPlayer } from './load-shaka.ts'

type TextTrack = Awaited<ReturnType<ShakaPlayer['addTextTrackAsync']>>

/**
 * Gives the loaded film its captions as shaka text tracks, and shows those of the language chosen
 * last (remembered on the device) when the episode has them. A captions file that fails to load
 * is logged and left out of the choices.
 */
export function useCaptions(player: ShakaPlayer | null, subtitles: readonly FilmSubtitle[]) {
  const choice = useCaptionsChoice()
  const [tracks, setTracks] = useState(new Map<string, TextTrack>())
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

  return { choices: subtitles.filter((s) => tracks.has(s.language)), value, choose: chooseCaptions }
}
