import type { ShakaPlayer } from './load-shaka.ts'

/** The fields of shaka's audio track that a choice of sound track needs. */
export interface AudioTrack {
  language: string
  active: boolean
}

/**
 * The languages a film's sound tracks are in (a dubbed film), in the order its stream lists them,
 * each once; a track that names no language ('und') is no choice to offer by name.
 */
export function audioLanguages(tracks: readonly AudioTrack[]): string[] {
  return [
    ...new Set(tracks.map((track) => track.language).filter((language) => language && language !== 'und')),
  ]
}

/** The language of the sound track playing now. */
export const activeLanguage = (tracks: readonly AudioTrack[]) =>
  tracks.find((track) => track.active)?.language

/** Plays the film's sound track in `language` (its first such track), the picture going on as it was. */
export function chooseAudio(player: ShakaPlayer | null, language: string) {
  const track = player?.getAudioTracks().find((candidate) => candidate.language === language)
  if (track) player?.selectAudioTrack(track)
}
