import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { Provider as JotaiProvider } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Workbox } from 'workbox-window'
import { listenForUpdates } from '../../src/app/service-worker.ts'
import { UpdatePrompt } from '../../src/features/install/components/UpdatePrompt.tsx'
import { store } from '../../src/shared/store.ts'
import { isUpdateReadyAtom } from '../../src/shared/ui-atoms.ts'
import { renderWithApp } from './dashboard-setup.tsx'

/** The registration's events as workbox-window sends them, and what the page asks of it. */
function fakeWorkbox() {
  const events = new EventTarget()
  const workbox = {
    addEventListener: (type: string, listener: () => void) => events.addEventListener(type, listener),
    messageSkipWaiting: vi.fn(),
  }
  const emit = (type: 'waiting' | 'controlling') => act(() => void events.dispatchEvent(new Event(type)))
  return { workbox: workbox as unknown as Workbox, skipWaiting: workbox.messageSkipWaiting, emit }
}

async function renderPrompt() {
  const reload = vi.fn()
  const fake = fakeWorkbox()
  listenForUpdates(fake.workbox, reload)
  await renderWithApp(
    () => (
      <JotaiProvider store={store}>
        <p>Chapter 3</p>
        <UpdatePrompt />
      </JotaiProvider>
    ),
    'vi',
  )
  return { ...fake, reload }
}

afterEach(() => {
  cleanup()
  store.set(isUpdateReadyAtom, false)
})

describe("the 'update ready' prompt", () => {
  it('stays away until a new version waits, even when the first version takes control', async () => {
    const { emit, reload } = await renderPrompt()
    await emit('controlling')
    expect(screen.queryByText('Đã có phiên bản mới của Mọt.')).toBeNull()
    expect(reload).not.toHaveBeenCalled()
  })

  it('switches to the waiting version on Update and reloads once it is in control', async () => {
    const { emit, skipWaiting, reload } = await renderPrompt()
    await emit('waiting')
    expect(await screen.findByText('Đã có phiên bản mới của Mọt.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cập nhật' }))
    expect(skipWaiting).toHaveBeenCalledOnce()
    expect(reload).not.toHaveBeenCalled()
    expect((screen.getByRole('button', { name: 'Cập nhật' }) as HTMLButtonElement).disabled).toBe(true)
    await emit('controlling')
    await emit('controlling')
    expect(reload).toHaveBeenCalledOnce()
  })

  it('leaves the reader undisturbed on Later: no switch, no reload, the page stays', async () => {
    const { emit, skipWaiting, reload } = await renderPrompt()
    await emit('waiting')
    fireEvent.click(await screen.findByRole('button', { name: 'Để sau' }))
    expect(screen.queryByText('Đã có phiên bản mới của Mọt.')).toBeNull()
    expect(screen.getByText('Chapter 3')).toBeTruthy()
    await emit('controlling')
    expect(skipWaiting).not.toHaveBeenCalled()
    expect(reload).not.toHaveBeenCalled()
  })
})
