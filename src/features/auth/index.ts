/**
 * What the auth feature offers the others, which import it from here only (docs/architecture.md,
 * Walls between features).
 */
export { FormAlert } from './components/FormAlert.tsx'
export { TextField } from './components/TextField.tsx'
export { useFieldError } from './components/use-field-error.tsx'
export { useForm } from './use-form.ts'
