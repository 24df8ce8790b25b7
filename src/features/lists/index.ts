/**
 * What the lists feature offers the others, which import it from here only (docs/architecture.md,
 * Walls between features).
 */
export { parseParamsOr404, slugParamSchema } from './list-params.ts'
