export { chapterPageQueryOptions, postDetailQueryOptions } from './api.ts'
export { navPostOf } from './params.ts'
export { usePosttypeWords } from './posttype-words.ts'
