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
      "`{id, email, name, role, age_limit}` (`role`: `member` or `admin`; `age_limit`: the highest age rating the member sees, the stricter of an admin's limit and their own, 18 when neither; sign-in and register name the user the same way, without `age_limit`)",
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
