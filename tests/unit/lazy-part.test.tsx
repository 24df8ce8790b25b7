import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { lazyPart } from '../../src/shared/react/lazy-part.ts'

describe('a part of a page loaded apart', () => {
  it('is drawn when its code comes', async () => {
    const Part = lazyPart(async () => () => <p>Đánh giá</p>)
    render(
      <Suspense fallback={null}>
        <Part />
      </Suspense>,
    )
    expect(await screen.findByText('Đánh giá')).toBeTruthy()
  })

  it('is left out, and the page stays, when its code does not come (the network went away)', async () => {
    const Part = lazyPart<object>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    )
    render(
      <main>
        <h1>Trang truyện</h1>
        <Suspense fallback={<p>Đang tải...</p>}>
          <Part />
        </Suspense>
      </main>,
    )
    await screen.findByRole('heading', { name: 'Trang truyện' })
    await expect.poll(() => screen.queryByText('Đang tải...')).toBeNull()
    expect(screen.getByRole('main').textContent).toBe('Trang truyện')
  })
})
