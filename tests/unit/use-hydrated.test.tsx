import { act, render, screen, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { DrawnPart, setTakingOver, useHydrated } from '../../src/shared/react/use-hydrated.ts'

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated()
  seen.push(hydrated)
  return <p>{hydrated ? 'của thiết bị' : 'như máy chủ vẽ'}</p>
}

afterEach(() => {
  setTakingOver(false)
  document.body.innerHTML = ''
})

describe('whether the app has taken the page over', () => {
  it('is true from the first draw of a page the app draws itself', () => {
    const seen: boolean[] = []
    render(<Probe seen={seen} />)
    expect(seen[0]).toBe(true)
    expect(screen.getByText('của thiết bị')).toBeTruthy()
  })

  it('while a page the server drew is taken over, draws as the server did, then what the device knows', async () => {
    const container = document.createElement('div')
    container.innerHTML = '<p>như máy chủ vẽ</p>'
    document.body.append(container)
    const seen: boolean[] = []
    const mismatches: unknown[] = []
    setTakingOver(true)
    await act(async () => {
      hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError: (error) => mismatches.push(error) })
    })
    setTakingOver(false)
    await waitFor(() => expect(container.textContent).toBe('của thiết bị'))
    expect(seen[0]).toBe(false)
    expect(mismatches).toEqual([])
  })

  it('is true from the first draw for a part shown once the page is taken over', () => {
    setTakingOver(true)
    setTakingOver(false)
    const seen: boolean[] = []
    render(<Probe seen={seen} />)
    expect(seen[0]).toBe(true)
  })

  it('a drawn part taken over after the page (its code came late) draws as the server did first', async () => {
    const container = document.createElement('div')
    container.innerHTML = '<p>như máy chủ vẽ</p>'
    document.body.append(container)
    // The page itself was taken over already: only the part is left, as the docked side menu is.
    setTakingOver(false)
    const seen: boolean[] = []
    const mismatches: unknown[] = []
    await act(async () => {
      hydrateRoot(
        container,
        <DrawnPart value={true}>
          <Probe seen={seen} />
        </DrawnPart>,
        { onRecoverableError: (error) => mismatches.push(error) },
      )
    })
    await waitFor(() => expect(container.textContent).toBe('của thiết bị'))
    expect(seen[0]).toBe(false)
    expect(mismatches).toEqual([])
  })
})
