import { authUserSchema } from '../schemas/auth.ts'
import { meRoute } from '../shell-paths.ts'
import { endpoint, noStore } from './endpoint.ts'

/**
 * Who is signed in, which every page asks when a session is kept: apart from signing in and out
 * (auth.ts), which only their screens and the menu load.
 */
const area = 'auth'

export const me = endpoint({
  name: 'me',
  doc: {
    answer:
      '`{id, email, name, role}` (`role`: `member` or `admin`; sign-in and register name the user the same way)',
  },
  area,
  method: 'GET',
  path: meRoute,
  summary: 'The signed-in member: id, email, name and role',
  answer: authUserSchema,
  access: 'member',
  cache: noStore,
})

export const sessionEndpoints = [me]
