import { afterEach, describe, expect, it, vi } from 'vitest'
import { __vitePreload as loadLazily } from '../../src/shared/lazy-styles.ts'

const styleLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
const linkTo = (file: string) =>
  styleLinks().filter((link) => link.href === new URL(`/${file}`, document.baseURI).href)
/** The browser has loaded (or failed to load) the stylesheet a link names. */
const settle = (file: string, outcome: 'load' | 'error') => {
  for (const link of linkTo(file)) link.dispatchEvent(new Event(outcome))
}
const chunk = () => vi.fn(async () => ({ screen: 'loaded' }))
/** A few turns of the event loop: whatever was going to run by itself has run. */
const idle = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  document.head.replaceChildren()
})

describe('a dynamic import in the built app', () => {
  it('loads its chunk at once when the chunk has no styles of its own, and adds no link', async () => {
    const load = chunk()
    await expect(loadLazily(load, [])).resolves.toEqual({ screen: 'loaded' })
    await expect(loadLazily(load)).resolves.toEqual({ screen: 'loaded' })
    expect(load).toHaveBeenCalledTimes(2)
    expect(styleLinks()).toEqual([])
  })

  it('adds the chunk’s styles to the page and runs the chunk once they have loaded', async () => {
    const load = chunk()
    const loaded = loadLazily(load, ['assets/admin.css'])
    await idle()
    expect(linkTo('assets/admin.css')).toHaveLength(1)
    expect(load).not.toHaveBeenCalled()
    settle('assets/admin.css', 'load')
    await expect(loaded).resolves.toEqual({ screen: 'loaded' })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('adds styles the page already has, or is already adding, only once', async () => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = '/assets/index.css'
    document.head.append(link)
    const [first, second] = [chunk(), chunk()]
    const both = Promise.all([
      loadLazily(first, ['assets/index.css', 'assets/admin.css']),
      loadLazily(second, ['assets/admin.css']),
    ])
    expect(linkTo('assets/index.css')).toHaveLength(1)
    expect(linkTo('assets/admin.css')).toHaveLength(1)
    settle('assets/admin.css', 'load')
    await both
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)
  })

  it('fails when its styles cannot load, and the next import of it tries them again', async () => {
    const load = chunk()
    const failed = loadLazily(load, ['assets/admin.css'])
    settle('assets/admin.css', 'error')
    await expect(failed).rejects.toThrow('assets/admin.css')
    expect(load).not.toHaveBeenCalled()
    expect(linkTo('assets/admin.css')).toEqual([])

    const retried = loadLazily(load, ['assets/admin.css'])
    expect(linkTo('assets/admin.css')).toHaveLength(1)
    settle('assets/admin.css', 'load')
    await expect(retried).resolves.toEqual({ screen: 'loaded' })
  })

  it('leaves scripts named among its dependencies to the browser’s own import', async () => {
    const load = chunk()
    await expect(loadLazily(load, ['assets/reader.js'])).resolves.toEqual({ screen: 'loaded' })
    expect(document.head.querySelectorAll('link')).toHaveLength(0)
  })
})
