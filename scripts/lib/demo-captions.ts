import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { captionsFile } from '../../server/demo/films.ts'
import { ownLanguageName } from '../../src/contract/languages.ts'

/** One language's captions of a demo clip: its name in that language, and its cues. */
export interface Captions {
  language: string
  name: string
  cues: { from: number; to: number; text: string }[]
}

/** The clips' sound. The demo's films are Vietnamese, so their sound is named so. */
export const demoSound = { name: ownLanguageName('vi'), language: 'vi' }

/** What is heard in a clip, in both languages of the site: at its start, in its middle, at its end. */
export type Heard = [Cue, Cue, Cue]
type Cue = { vi: string; en: string }

/**
 * What a deaf viewer is told of a clip's sound: the clips have no words, so the captions describe
 * what is heard. The first two seconds, the middle, the last two.
 */
export function captionsOf(heard: Heard, seconds: number): Captions[] {
  const spans = [
    [0, 2],
    [2, seconds - 2],
    [seconds - 2, seconds],
  ] as const
  const cuesIn = (language: keyof Cue) =>
    heard.map((cue, i) => ({ from: spans[i]![0], to: spans[i]![1], text: cue[language] }))
  return [
    { language: 'vi', name: ownLanguageName('vi'), cues: cuesIn('vi') },
    { language: 'en', name: ownLanguageName('en'), cues: cuesIn('en') },
  ]
}

const time = (seconds: number) => `00:00:${seconds.toFixed(3).padStart(6, '0')}`

/** The HLS playlist of one language's captions: the whole file is its one segment. */
export const subtitlesPlaylist = (language: string) => `captions-${language}.m3u8`

/** Writes each language's WebVTT file and its HLS playlist into the clip's folder. */
export function writeCaptions(dir: string, captions: Captions[], seconds: number) {
  for (const { language, cues } of captions) {
    const vtt = [
      'WEBVTT',
      '',
      ...cues.flatMap((cue) => [`${time(cue.from)} --> ${time(cue.to)}`, cue.text, '']),
    ]
    writeFileSync(join(dir, captionsFile(language)), vtt.join('\n'))
    const playlist = [
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      `#EXT-X-TARGETDURATION:${Math.ceil(seconds)}`,
      '#EXT-X-PLAYLIST-TYPE:VOD',
      `#EXTINF:${seconds.toFixed(3)},`,
      captionsFile(language),
      '#EXT-X-ENDLIST',
      '',
    ]
    writeFileSync(join(dir, subtitlesPlaylist(language)), playlist.join('\n'))
  }
}
