import { parseParamsOr404, slugParamSchema } from '../lists/index.ts'

/**
 * What every detail route checks before its page loads: the slug in the address. The page itself
 * comes from `detailPage` (detail-page.tsx), loaded with the route's code.
 */
export const detailRoute = {
  params: { parse: (params: { slug: string }) => parseParamsOr404(slugParamSchema, params) },
}
