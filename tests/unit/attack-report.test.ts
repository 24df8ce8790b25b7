// @vitest-environment node
import { afterEach, expect, test, vi } from 'vitest'
import { markdownTable, runAttack } from '../../scripts/lib/attack/report.ts'

afterEach(() => vi.restoreAllMocks())

test('an attack that breaks is a failed row, not a missing one', async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {})
  const row = await runAttack('view inflation', 'moves ≤ 1', async () => {
    throw new Error('csrf_create answered 500')
  })
  expect(row).toEqual({
    attack: 'view inflation',
    expected: 'moves ≤ 1',
    requests: 0,
    happened: 'the attack broke: csrf_create answered 500',
    result: 'fail',
  })
})

test('the Markdown table keeps every cell in its column and says skipped as skipped', () => {
  const table = markdownTable([
    { attack: 'a | b', requests: 6000, happened: 'RSS +3 MB', expected: '≤ 100 MB', result: 'pass' },
    {
      attack: 'writers',
      requests: 0,
      happened: 'skipped (no DATABASE_URL)',
      expected: 'zero 5xx',
      result: 'skipped',
    },
  ])
  expect(table.split('\n').slice(2)).toEqual([
    '| a \\| b | 6,000 | RSS +3 MB | ≤ 100 MB | pass |',
    '| writers | 0 | skipped (no DATABASE_URL) | zero 5xx | skipped |',
  ])
})
