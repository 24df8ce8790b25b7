export { getHomeIndex, HOME_INDEX_STALE_MS, homeIndexQueryOptions, homeKeys } from './api.ts'
