export { parseParamsOr404, slugParamSchema } from './list-params.ts'
