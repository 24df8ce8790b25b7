import { between, pick } from './random.ts'

/** The backdrop drawn behind a cover or banner title; each post keeps one, so its pictures match. */
export type Motif = 'hills' | 'city' | 'waves' | 'stars' | 'forest' | 'orbs' | 'stripes'

type Draw = (random: () => number, w: number, h: number, accent: string) => string

const hills: Draw = (random, w, h, accent) => {
  const sun = `<circle cx="${w * (0.55 + random() * 0.3)}" cy="${h * 0.3}" r="${w * 0.14}" fill="${accent}" fill-opacity="0.9"/>`
  const layers = [0.55, 0.68, 0.8].map((level, i) => {
    let d = `M0 ${h}`
    for (let x = 0; x <= w; x += w / 6) d += ` L${x} ${h * level - random() * h * 0.12}`
    return `<path d="${d} L${w} ${h} Z" fill="#0b1d2a" fill-opacity="${0.35 + i * 0.2}"/>`
  })
  return sun + layers.join('')
}

const city: Draw = (random, w, h, accent) => {
  let out = `<circle cx="${w * 0.75}" cy="${h * 0.22}" r="${w * 0.08}" fill="#fff" fill-opacity="0.8"/>`
  for (let x = 0; x < w; ) {
    const bw = between(random, w / 14, w / 7)
    const bh = h * (0.25 + random() * 0.4)
    out += `<rect x="${x}" y="${h - bh}" width="${bw - 4}" height="${bh}" fill="#0d0f1e" fill-opacity="0.85"/>`
    for (let wy = h - bh + 14; wy < h - 20; wy += 26) {
      for (let wx = x + 8; wx < x + bw - 16; wx += 18) {
        if (random() < 0.45) out += `<rect x="${wx}" y="${wy}" width="8" height="12" fill="${accent}"/>`
      }
    }
    x += bw
  }
  return out
}

const waves: Draw = (random, w, h, accent) =>
  [0.45, 0.6, 0.75, 0.9]
    .map((level, i) => {
      const y = h * level
      const amp = h * (0.03 + random() * 0.04)
      const d = `M0 ${y} C${w * 0.25} ${y - amp} ${w * 0.25} ${y + amp} ${w * 0.5} ${y} S${w * 0.75} ${y - amp} ${w} ${y} L${w} ${h} L0 ${h} Z`
      return `<path d="${d}" fill="${i % 2 ? accent : '#ffffff'}" fill-opacity="${0.12 + i * 0.1}"/>`
    })
    .join('')

const stars: Draw = (random, w, h, accent) => {
  let out = ''
  for (let i = 0; i < 70; i++) {
    out += `<circle cx="${random() * w}" cy="${random() * h * 0.8}" r="${random() * 2.4 + 0.4}" fill="#fff" fill-opacity="${0.4 + random() * 0.6}"/>`
  }
  const r = w * 0.22
  const cx = w * (0.3 + random() * 0.4)
  return `${out}<circle cx="${cx}" cy="${h * 0.38}" r="${r}" fill="${accent}"/><ellipse cx="${cx}" cy="${h * 0.38}" rx="${r * 1.6}" ry="${r * 0.28}" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="5"/>`
}

const forest: Draw = (random, w, h) => {
  let out = ''
  for (let row = 0; row < 3; row++) {
    const base = h * (0.62 + row * 0.14)
    for (let x = -40; x < w + 40; x += between(random, 40, 90)) {
      const th = h * (0.18 + random() * 0.12)
      out += `<polygon points="${x},${base} ${x + 36},${base - th} ${x + 72},${base}" fill="#06140c" fill-opacity="${0.45 + row * 0.2}"/>`
    }
  }
  return out
}

const orbs: Draw = (random, w, h, accent) => {
  let out = ''
  for (let i = 0; i < 9; i++) {
    const color = pick(random, [accent, '#ffffff', '#000000'])
    out += `<circle cx="${random() * w}" cy="${random() * h * 0.75}" r="${w * (0.05 + random() * 0.2)}" fill="${color}" fill-opacity="${0.1 + random() * 0.25}"/>`
  }
  return out
}

const stripes: Draw = (random, w, h, accent) => {
  let out = ''
  const step = between(random, 40, 70)
  for (let x = -h; x < w; x += step * 2) {
    out += `<polygon points="${x},${h} ${x + step},${h} ${x + step + h},0 ${x + h},0" fill="${accent}" fill-opacity="0.18"/>`
  }
  return out
}

const motifs: Record<Motif, Draw> = { hills, city, waves, stars, forest, orbs, stripes }

export const drawMotif = (motif: Motif, random: () => number, w: number, h: number, accent: string) =>
  motifs[motif](random, w, h, accent)
