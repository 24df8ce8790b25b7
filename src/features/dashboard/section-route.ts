import { type SectionSearch, validateSectionSearch } from '../../contract/schemas/section-params.ts'
import { ErrorScreen } from '../../shared/ui/ErrorScreen.tsx'

/**
 * What every section route checks before its dashboard loads: the category tab in `?category=`.
 * The dashboard itself comes from `sectionPage` (section-page.tsx), loaded with the route's code.
 */
export const sectionRoute = {
  validateSearch: validateSectionSearch,
  loaderDeps: ({ search }: { search: SectionSearch }) => ({ category: search.category }),
  errorComponent: ErrorScreen,
}
