import { vi } from 'vitest'

/**
 * shaka-player as the film player sees it, in memory: a load "plays" the film into the video element
 * (8 s long, like the demo films), and a test decides which streams fail and what tracks exist.
 */
export interface FakeTrack {
  id: number
  height: number | null
  bandwidth: number
  active: boolean
}

export const demoTracks = (): FakeTrack[] => [
  { id: 0, height: 360, bandwidth: 468_424, active: true },
  { id: 1, height: 180, bandwidth: 218_424, active: false },
]

export const shakaWorld = {
  supported: true,
  failing: new Set<string>(),
  /** Loads that never settle, as over a Media Source that stalls without an error. */
  stalling: new Set<string>(),
  players: [] as FakePlayer[],
  tracks: demoTracks(),
  /** The film's sound tracks: none named by default, as the demo films have one. */
  audio: [] as FakeAudioTrack[],
}

export interface FakeAudioTrack {
  language: string
  label: string
  active: boolean
}

/** What a browser sets on a video element once a stream loads, which jsdom cannot do. */
export function setMedia(video: HTMLMediaElement, values: Record<string, unknown>) {
  for (const [name, value] of Object.entries(values)) {
    Object.defineProperty(video, name, { value, configurable: true, writable: true })
  }
}

export class FakePlayer extends EventTarget {
  static isBrowserSupported = () => shakaWorld.supported
  video: HTMLMediaElement | null = null
  loads: { uri: string; startTime: number | null; mimeType: string | undefined }[] = []
  config = { abr: { enabled: true } }
  tracks = shakaWorld.tracks.map((track) => ({ ...track }))
  destroyed = false
  selectVariantTrack = vi.fn((track: FakeTrack, _clearBuffer?: boolean) => {
    this.tracks = this.tracks.map((each) => ({ ...each, active: each.id === track.id }))
    this.dispatchEvent(new Event('variantchanged'))
  })

  constructor() {
    super()
    shakaWorld.players.push(this)
  }

  async attach(video: HTMLMediaElement) {
    this.video = video
  }

  async load(uri: string, startTime: number | null = null, mimeType?: string) {
    this.loads.push({ uri, startTime, mimeType })
    await Promise.resolve()
    if (shakaWorld.stalling.has(uri)) await new Promise(() => {})
    if (shakaWorld.failing.has(uri)) {
      throw Object.assign(new Error(`Shaka Error MANIFEST.HTTP_ERROR (${uri})`), { severity: 2, code: 1001 })
    }
    const video = this.video
    if (!video) return
    // A new source clears the element's error, as in a browser.
    setMedia(video, { duration: 8, readyState: 4, currentTime: startTime ?? 0, error: null })
    video.dispatchEvent(new Event('durationchange'))
  }

  getVariantTracks() {
    return this.tracks
  }

  audio = shakaWorld.audio.map((track) => ({ ...track }))
  getAudioTracks() {
    return this.audio
  }
  selectAudioTrack = vi.fn((track: FakeAudioTrack) => {
    this.audio = this.audio.map((each) => ({ ...each, active: each.language === track.language }))
    // shaka answers a new sound track with the variant it now plays.
    this.tracks = this.tracks.map((each) => ({ ...each }))
    this.dispatchEvent(new Event('variantchanged'))
  })

  /** Captions added, and the one on screen (null: none). */
  textTracks: { id: number; language: string; label: string | undefined; uri: string }[] = []
  shownText: { id: number; language: string } | null = null

  async addTextTrackAsync(
    uri: string,
    language: string,
    _kind: string,
    _mime?: string,
    _codec?: string,
    label?: string,
  ) {
    await Promise.resolve()
    if (shakaWorld.failing.has(uri)) throw Object.assign(new Error('Shaka Error TEXT'), { code: 2001 })
    const track = { id: this.textTracks.length, language, label, uri }
    this.textTracks.push(track)
    return track
  }

  selectTextTrack = vi.fn((track: { id: number; language: string } | null) => {
    this.shownText = track
  })

  /** Renditions set aside for a while, as shaka does with one that drops frames on a slow device. */
  setAside: FakeTrack[] = []

  ban(id: number) {
    this.setAside.push(...this.tracks.filter((track) => track.id === id))
    this.tracks = this.tracks
      .filter((track) => track.id !== id)
      .map((track, i) => ({ ...track, active: i === 0 }))
    this.dispatchEvent(new Event('variantchanged'))
  }

  configure(config: { abr?: { enabled?: boolean } }) {
    if (config.abr?.enabled !== undefined) this.config.abr.enabled = config.abr.enabled
    // Like shaka: turning adaptation off brings every rendition back.
    if (config.abr?.enabled === false && this.setAside.length > 0) {
      this.tracks = [...this.tracks, ...this.setAside.map((track) => ({ ...track, active: false }))]
      this.setAside = []
    }
    return true
  }

  /** Fails mid-film, as a stream whose segments vanish would. */
  fail(severity: number) {
    this.dispatchEvent(Object.assign(new Event('error'), { detail: { severity, code: 1002 } }))
  }

  async unload() {
    if (this.video) setMedia(this.video, { readyState: 0, currentTime: 0, duration: Number.NaN })
  }

  async destroy() {
    this.destroyed = true
    await this.unload()
  }
}

export const installAll = vi.fn()

export const fakeShaka = {
  Player: FakePlayer,
  polyfill: { installAll },
  util: { Error: { Severity: { RECOVERABLE: 1, CRITICAL: 2 } } },
}

/** A fresh world for every test: the film loads, and nothing was played before. */
export function resetShakaWorld() {
  shakaWorld.supported = true
  shakaWorld.failing.clear()
  shakaWorld.stalling.clear()
  shakaWorld.players.length = 0
  shakaWorld.tracks = demoTracks()
  shakaWorld.audio = []
  installAll.mockClear()
}
