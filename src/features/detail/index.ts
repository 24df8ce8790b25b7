/**
 * What the detail feature offers the others, which import it from here only (docs/architecture.md,
 * Walls between features).
 */
export { chapterPageQueryOptions, postDetailQueryOptions } from './api.ts'
export { navPostOf } from './params.ts'
export { usePosttypeWords } from './posttype-words.ts'
