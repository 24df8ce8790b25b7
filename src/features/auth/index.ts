export { FormAlert } from './components/FormAlert.tsx'
export { TextField } from './components/TextField.tsx'
export { useFieldError } from './components/use-field-error.tsx'
export { useForm } from './use-form.ts'
