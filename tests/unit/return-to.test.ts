import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { returnToSearchSchema } from '../../src/features/auth/return-to.ts'

const redirectOf = (redirect: unknown) => v.parse(returnToSearchSchema, { redirect }).redirect

describe('the page to come back to after signing in', () => {
  it.each(['/vi', '/en', '/vi/movie/tinh-yeu?ep=2', '/en/novel/sach-nho/3', '/vi?q=x'])(
    'keeps %s',
    (path) => {
      expect(redirectOf(path)).toBe(path)
    },
  )

  it.each([
    '//evil.example/vi/',
    '/\\evil.example',
    'https://evil.example/vi/',
    'javascript:alert(1)',
    '/fr/movie/x/',
    '/vietnam',
    'vi/movie/x/',
    `/vi/${'a'.repeat(2100)}`,
    42,
  ])('ignores %s', (path) => {
    expect(redirectOf(path)).toBeUndefined()
  })
})
