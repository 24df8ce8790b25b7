import { createFileRoute, redirect } from '@tanstack/react-router'
import { storedLanguage } from '../shared/i18n/languages.ts'

/** `/` is the home of the stored language, else of Vietnamese (spec §2). */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/$lang', params: { lang: storedLanguage() }, replace: true })
  },
})
