/**
 * The importer's reading tasks as they are, but for two novels no file should be like: `slow` reads
 * without end, `greedy` takes memory without end. For the tests of the reading limits; no real file
 * has to be slow (or hostile) for them.
 */
import { readNovel as readNovelAsItIs } from '../../../server/library/reading/tasks.ts'

export * from '../../../server/library/reading/tasks.ts'

export const readNovel: typeof readNovelAsItIs = async (argument) => {
  if (argument.item.name === 'slow') while (argument.item.name === 'slow') {}
  if (argument.item.name === 'greedy') {
    const kept: number[][] = []
    while (argument.item.name === 'greedy') kept.push(new Array(100_000).fill(kept.length + 0.5))
  }
  return readNovelAsItIs(argument)
}
