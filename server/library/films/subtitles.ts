import { execFile } from 'node:child_process'
import { Refusal } from '../refusal.ts'

const timing = /^(\d{1,2}:)?(\d{1,2}):(\d{2})[,.](\d{1,3})\s*-->\s*(\d{1,2}:)?(\d{1,2}):(\d{2})[,.](\d{1,3})/

const pad = (n: string, width = 2) => n.padStart(width, '0')
const timeOf = (h: string | undefined, m: string, s: string, ms: string) =>
  `${pad(h ? h.slice(0, -1) : '0')}:${pad(m)}:${pad(s)}.${ms.padEnd(3, '0')}`

/**
 * SubRip to WebVTT: the cue numbers go, the times get dots for commas, the rest (text and its
 * <i>/<b> tags) is kept. A file that already is WebVTT passes as it is, line endings made plain.
 * Returns null when the text has no cue at all, so a stray file is reported, not served empty.
 */
export function toWebVtt(text: string): string | null {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
  if (lines[0]?.startsWith('WEBVTT'))
    return lines.some((line) => line.includes('-->')) ? lines.join('\n') : null
  const out = ['WEBVTT', '']
  let cues = 0
  for (const [i, line] of lines.entries()) {
    const found = timing.exec(line.trim())
    if (found) {
      const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = found
      out.push(`${timeOf(h1, m1!, s1!, ms1!)} --> ${timeOf(h2, m2!, s2!, ms2!)}`)
      cues++
    } else if (/^\d+$/.test(line.trim()) && timing.test(lines[i + 1]?.trim() ?? '')) {
      // The cue's number: WebVTT would read it as an identifier, so it is left out.
    } else out.push(line)
  }
  return cues > 0 ? `${out.join('\n').trimEnd()}\n` : null
}

// A caption file is small: a converter that takes longer, or prints more, is stuck on a broken file.
const converterTimeoutMs = 30_000
const converterOutputBytes = 20 * 1024 * 1024

/**
 * (Advanced) SubStation Alpha to WebVTT, by ffmpeg: the cues' text is kept, its styling (fonts,
 * positions, karaoke) left to the player's own caption style. The text is handed over as UTF-8,
 * whatever its file was written in. Null when ffmpeg finds no cue in it.
 */
export async function subStationToWebVtt(text: string): Promise<string | null> {
  const args = ['-nostdin', '-v', 'error', '-f', 'ass', '-i', 'pipe:0', '-f', 'webvtt', 'pipe:1']
  const vtt = await new Promise<string>((resolve, reject) => {
    const ffmpeg = execFile(
      'ffmpeg',
      args,
      { timeout: converterTimeoutMs, killSignal: 'SIGKILL', maxBuffer: converterOutputBytes },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    )
    ffmpeg.stdin?.on('error', () => {
      // ffmpeg stopped reading (a file it refuses): its exit says why.
    })
    ffmpeg.stdin?.end(text.replace(/^\uFEFF/, ''))
  }).catch(() => {
    throw new Refusal('ffmpeg cannot read it as SubStation Alpha captions')
  })
  return toWebVtt(vtt)
}
