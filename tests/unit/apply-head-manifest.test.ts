import { afterEach, describe, expect, it } from 'vitest'
import { homeHead } from '../../src/contract/head/page-head.ts'
import { applyHead } from '../../src/shared/head/apply-head.ts'

afterEach(() => {
  document.head.innerHTML = ''
})

describe("a page's head, as the app moves between languages", () => {
  it.each([
    ['en', '/en/manifest.webmanifest'],
    ['vi', '/vi/manifest.webmanifest'],
  ] as const)('links the %s install manifest in place of the one the page came with', (language, href) => {
    document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest">'
    applyHead(homeHead({ language, origin: 'https://mot.example', address: '/' }))
    const links = [...document.head.querySelectorAll('link[rel="manifest"]')]
    expect(links.map((link) => link.getAttribute('href'))).toEqual([href])
  })
})
