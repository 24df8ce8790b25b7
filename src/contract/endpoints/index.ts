import { accountEndpoints } from './account.ts'
import { adminEndpoints } from './admin.ts'
import { adminCommentEndpoints } from './admin-comments.ts'
import { appKeyEndpoints } from './app-keys.ts'
import { authEndpoints } from './auth.ts'
import { commentEndpoints } from './comments.ts'
import { dashboardEndpoints } from './dashboards.ts'
import type { AnyEndpoint } from './endpoint.ts'
import { finderEndpoints } from './finder.ts'
import { homeEndpoints } from './home.ts'
import { syncEndpoints } from './library-sync.ts'
import { listEndpoints } from './lists.ts'
import { oidcEndpoints } from './oidc.ts'
import { postActionEndpoints } from './post-actions.ts'
import { postEndpoints } from './posts.ts'
import { pushEndpoints } from './push.ts'
import { ratingEndpoints } from './ratings.ts'
import { searchEndpoints, termEndpoints } from './search.ts'
import { sessionEndpoints } from './session.ts'
import { twoFactorEndpoints } from './two-factor.ts'

/** Every call of the API, by area: what the server registers, and what the documents list. */
export const endpoints: readonly AnyEndpoint[] = [
  ...homeEndpoints,
  ...dashboardEndpoints,
  ...postEndpoints,
  ...listEndpoints,
  ...postActionEndpoints,
  ...ratingEndpoints,
  ...commentEndpoints,
  ...searchEndpoints,
  ...termEndpoints,
  ...authEndpoints,
  ...oidcEndpoints,
  ...sessionEndpoints,
  ...twoFactorEndpoints,
  ...accountEndpoints,
  ...appKeyEndpoints,
  ...finderEndpoints,
  ...syncEndpoints,
  ...pushEndpoints,
  ...adminEndpoints,
  ...adminCommentEndpoints,
]
