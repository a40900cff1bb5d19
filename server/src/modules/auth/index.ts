import { Elysia } from 'elysia'
import { renewalPlugin } from './context'
import { accountRoutes } from './routes/account'
import { emailVerificationRoutes } from './routes/email-verification'
import { oauthRoutes } from './routes/oauth'
import { sessionRoutes } from './routes/sessions'
import type { AuthService } from './service'

export { authContext, renewalPlugin, requireSession } from './context'
export { type AuthService, createAuthService } from './service'
export type { AuthOptions, AuthSession } from './types'

/** `/api/auth/*`: registration, sign-in, the session, the account and OAuth sign-in. */
export function authModule(auth: AuthService) {
  return new Elysia({ prefix: '/auth' })
    .use(renewalPlugin(auth))
    .use(sessionRoutes(auth))
    .use(accountRoutes(auth))
    .use(emailVerificationRoutes(auth))
    .use(oauthRoutes(auth))
}
