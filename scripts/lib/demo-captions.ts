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

/** The clips' sound: a tone. The demo's films are Vietnamese, so their sound is named so. */
export const demoSound = { name: ownLanguageName('vi'), language: 'vi' }

/**
 * What a deaf viewer is told of a clip's sound (a tone, a higher beep each second), in both
 * languages of the site: the clips have no words, so the captions describe what is heard.
 */
export function captionsOf(tone: number, seconds: number): Captions[] {
  const at = (vi: string, en: string, from: number, to: number) => ({
    vi: { from, to, text: vi },
    en: { from, to, text: en },
  })
  const cues = [
    at(`[Âm ù đều ${tone} Hz]`, `[A steady ${tone} Hz tone]`, 0, 2),
    at('[Tiếng bíp cao mỗi giây]', '[A higher beep every second]', 2, seconds - 2),
    at('[Hết đoạn phim mẫu]', '[The sample clip ends]', seconds - 2, seconds),
  ]
  return [
    { language: 'vi', name: ownLanguageName('vi'), cues: cues.map((cue) => cue.vi) },
    { language: 'en', name: ownLanguageName('en'), cues: cues.map((cue) => cue.en) },
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
