import { i18n } from '@lingui/core'
import { expect, it, vi } from 'vitest'

// The whole Vietnamese catalogue fails to arrive once (a dropped connection), then arrives.
let failures = 1
vi.mock('../../src/locales/vi/messages.po', () => {
  if (failures > 0) {
    failures--
    throw new Error('network')
  }
  return { messages: { rest: 'phần còn lại' } }
})
vi.mock('../../src/locales/vi/messages.po?first-screen', () => ({ messages: { first: 'màn hình đầu' } }))

it('asks again for the rest of a catalogue that failed to arrive', async () => {
  const { activateLanguage } = await import('../../src/shared/i18n/activate.ts')
  await activateLanguage('vi', 'first-screen')
  await expect(activateLanguage('vi')).rejects.toThrow()
  await activateLanguage('vi')
  expect(i18n._('rest')).toBe('phần còn lại')
  expect(i18n._('first')).toBe('màn hình đầu')
})
