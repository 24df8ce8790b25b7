// @vitest-environment node
import { expect, test } from 'vitest'
import { verdict } from '../../scripts/lib/bench-verdict.ts'

const target = { rps: 400, p99: 150 }

test('a run meets its target only with enough requests a second, a low enough p99 and nothing failed', () => {
  expect(verdict({ rps: 400, p99: 150, failed: 0 }, target)).toBe('met')
  expect(verdict({ rps: 399, p99: 20, failed: 0 }, target)).toBe('missed')
  expect(verdict({ rps: 5000, p99: 151, failed: 0 }, target)).toBe('missed')
  expect(verdict({ rps: 5000, p99: 20, failed: 1 }, target)).toBe('missed')
})

test('a run without a target is figures only, never met', () => {
  expect(verdict({ rps: 5000, p99: 1, failed: 0 }, undefined)).toBe('no target')
})
