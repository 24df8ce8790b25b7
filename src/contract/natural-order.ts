import { orderBy } from 'natural-orderby'

/**
 * Items in the natural order of a name (`2` before `10`): the order a library import gives chapters,
 * pages and episodes, and the order the browser sends the chapters of a dropped folder in.
 */
export const naturalOrder = <T>(items: readonly T[], key: (item: T) => string) =>
  orderBy([...items], [key], ['asc'])
