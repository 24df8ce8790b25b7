import { act, render, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { setTakingOver } from '../../src/shared/react/use-hydrated.ts'
import { CoverImage } from '../../src/shared/ui/CoverImage.tsx'

const image = { path: '/media/covers/a.svg', resizable: true, width: 600, height: 840 }

afterEach(() => {
  setTakingOver(false)
  document.body.innerHTML = ''
})

describe('a cover far below the first screen (later)', () => {
  it('keeps its place in the drawn page and is asked for once the app has taken the page over', async () => {
    setTakingOver(true)
    const drawn = renderToString(<CoverImage image={image} size="small" later />)
    // Its box, and no image yet: the browser asks for nothing, and no <img> goes without an address.
    expect(drawn).toBe('<span class="cover-image"></span>')
    const container = document.createElement('div')
    container.innerHTML = drawn
    document.body.append(container)
    const mismatches: unknown[] = []
    await act(async () => {
      hydrateRoot(container, <CoverImage image={image} size="small" later />, {
        onRecoverableError: (error) => mismatches.push(error),
      })
    })
    setTakingOver(false)
    await waitFor(() =>
      expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/covers/a.svg?w=200'),
    )
    expect(container.querySelector('img')?.getAttribute('srcset')).toContain('?w=480 480w')
    expect(mismatches).toEqual([])
  })

  it('is asked for at once in a page the app draws itself', () => {
    const { container } = render(<CoverImage image={image} size="small" later />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/covers/a.svg?w=200')
  })
})
