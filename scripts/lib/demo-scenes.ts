import sharp from 'sharp'
import { rng } from '../../server/demo/random.ts'
import { drawMotif, type Motif } from '../../server/demo/svg-motifs.ts'

/**
 * The stills the demo clips are filmed from: a landscape drawn with the demo covers' own motifs
 * (server/demo/svg-motifs.ts) under a sky, larger than the picture so the camera can move over it.
 * A slow push-in on one is a mood shot, as a film's opening has, where a test pattern was before.
 */
export interface Scene {
  motif: Motif
  /** The sky from top to horizon. */
  sky: [string, string]
  /** The motif's own colour: a sun, a moon, lit windows, the crest of a wave. */
  accent: string
  /** Stars over the sky, for a night scene. */
  night?: boolean
}

const WIDTH = 1920
const HEIGHT = 1080

function starsOver(random: () => number) {
  let out = ''
  for (let i = 0; i < 160; i++) {
    const r = random() * 1.8 + 0.5
    out += `<circle cx="${(random() * WIDTH).toFixed(1)}" cy="${(random() * HEIGHT * 0.6).toFixed(1)}" r="${r.toFixed(2)}" fill="#fff" fill-opacity="${(0.3 + random() * 0.6).toFixed(2)}"/>`
  }
  return out
}

/** The scene as a PNG of 1920 × 1080, the same bytes every time for the same name. */
export function sceneImage(name: string, scene: Scene): Promise<Buffer> {
  const random = rng(`scene:${name}`)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
${scene.night ? starsOver(random) : ''}
${drawMotif(scene.motif, random, WIDTH, HEIGHT, scene.accent)}
</svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}
