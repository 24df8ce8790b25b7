import type { ListSort } from '../../contract/sorts.ts'
import { NotFoundScreen } from '../../shared/ui/NotFoundScreen.tsx'
import { parseParamsOr404, slugParamSchema, sortSearchSchema } from './list-params.ts'
import { DEFAULT_LIST_SORT } from './sorts.ts'

/**
 * What every category route checks before its page loads: the slug in the address and `?sortby=`
 * (trending by default). The page itself comes from `categoryPage` (category-page.tsx), which the
 * router loads with the route's own code.
 */
export const categoryRoute = {
  params: { parse: (params: { slug: string }) => parseParamsOr404(slugParamSchema, params) },
  validateSearch: sortSearchSchema,
  loaderDeps: ({ search }: { search: { sortby?: ListSort | undefined } }) => ({
    sort: search.sortby ?? DEFAULT_LIST_SORT,
  }),
  notFoundComponent: NotFoundScreen,
}
