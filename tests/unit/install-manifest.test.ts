import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type InstallManifest, installManifestPath, manifestIn } from '../../src/contract/install-manifest.ts'

const base = JSON.parse(readFileSync('manifest.webmanifest', 'utf8')) as InstallManifest

describe('the install manifest of each language', () => {
  it('is served under its language', () => {
    expect(installManifestPath('vi')).toBe('/vi/manifest.webmanifest')
    expect(installManifestPath('en')).toBe('/en/manifest.webmanifest')
  })

  it('starts an English install on the English home, named, described and with shortcuts in English', () => {
    const en = manifestIn('en', base)
    expect(en).toMatchObject({ lang: 'en', start_url: '/en', scope: '/', id: base.id, name: 'Mọt' })
    expect(en.description).toMatch(/^Watch films, read comics/)
    expect(en.shortcuts?.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
      ['Search', '/en/search'],
      ['Saved', '/en/saved'],
      ['Downloads', '/en/downloads'],
    ])
    for (const shot of en.screenshots ?? []) expect(shot.label).toMatch(/^The Mọt home on a/)
    // Icons, colours and display are the app's, whatever the language.
    expect(en.icons).toEqual(base.icons)
    expect(en.display_override).toEqual(base.display_override)
  })

  it('starts a Vietnamese install on the Vietnamese home, with the words of the top-level manifest', () => {
    const vi = manifestIn('vi', base)
    expect(vi).toEqual({ ...base, start_url: '/vi' })
  })

  it('opens full screen where the browser can (a kiosk), standalone where it cannot', () => {
    // The manifest spec: display_override is tried in order, display is the fallback of those without it.
    expect(base.display_override).toEqual(['fullscreen', 'standalone', 'minimal-ui'])
    expect(base.display).toBe('standalone')
  })
})
