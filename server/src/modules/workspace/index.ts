import { workspaceResponse, workspaceServiceParams, workspaceServiceResponse } from '@snipstack/contracts'
import { Elysia } from 'elysia'
import type { Database } from '../../db/client'
import { errorResponses } from '../../lib/errors'
import { type AuthService, authContext, requireSession } from '../auth'
import { createWorkspace } from './service'

export type WorkspaceModuleOptions = {
  /** The app's account service: who is asking. */
  auth: AuthService
}

const tags = ['Workspace']
const signedIn = 'Signed in only (401).'

/**
 * `/api/workspace/*`: a signed-in account's services (docs/product.md, Workspace). Every answer is
 * the caller's own, so none may be cached by anyone else.
 */
export function workspaceModule(database: Database, { auth }: WorkspaceModuleOptions) {
  const workspace = createWorkspace(database.db)
  const privateAnswer = (set: { headers: Record<string, unknown> }) => {
    set.headers['cache-control'] = 'private, no-store'
  }
  const serviceRoute = {
    params: workspaceServiceParams,
    response: { 200: workspaceServiceResponse, ...errorResponses(401, 404) },
  }

  return new Elysia({ prefix: '/workspace' })
    .use(authContext(auth))
    .get(
      '',
      async ({ auth: session, set }) => {
        const { userId } = requireSession(session)
        privateAnswer(set)
        return { services: await workspace.list(userId) }
      },
      {
        response: { 200: workspaceResponse, ...errorResponses(401) },
        detail: {
          tags,
          summary: 'My workspace',
          description: `${signedIn} The six services in the dashboard's order, whether the account subscribes to each, and each one's figures. Only snippets and templates run on this instance (\`preview: false\`); their figures are the account's own: for snippets how many it submitted and published, their size, their views, the ratings they received (\`analytics.ratings\`: how many, and their average in stars, which is null while there are none) and the latest changes; for templates the ones it downloaded while signed in (how many, how often, their size, the latest downloads; \`analytics.ratings\` is null). The others (hosting, databases, websites, studio) are previews not yet available here (\`preview: true\`): they carry \`analytics: null\`, since nothing is measured for them, but can be subscribed to. \`analytics.figures\` lists further figures, such as the snippets' views.`,
        },
      },
    )
    .get(
      '/services/:service',
      async ({ auth: session, params, set }) => {
        const { userId } = requireSession(session)
        privateAnswer(set)
        return { service: await workspace.single(userId, params.service) }
      },
      {
        ...serviceRoute,
        detail: {
          tags,
          summary: 'One service',
          description: `${signedIn} As one entry of \`GET /api/workspace\`: a preview service (\`preview: true\`) has \`analytics: null\`. 404 on \`service\` for an unknown one.`,
        },
      },
    )
    .put(
      '/services/:service/subscription',
      async ({ auth: session, params, set }) => {
        const { userId } = requireSession(session)
        privateAnswer(set)
        return { service: await workspace.subscribe(userId, params.service) }
      },
      {
        ...serviceRoute,
        response: { ...serviceRoute.response, ...errorResponses(402) },
        detail: {
          tags,
          summary: 'Subscribe',
          description: `${signedIn} Subscribes the account to a free service (for a preview this only records the subscription); subscribing again changes nothing. 402 (\`PAYMENT_REQUIRED\`) for a priced service (databases, studio), which goes through the Pro plans; 404 on \`service\` for an unknown one.`,
        },
      },
    )
    .delete(
      '/services/:service/subscription',
      async ({ auth: session, params, set }) => {
        const { userId } = requireSession(session)
        privateAnswer(set)
        return { service: await workspace.unsubscribe(userId, params.service) }
      },
      {
        ...serviceRoute,
        detail: {
          tags,
          summary: 'Unsubscribe',
          description: `${signedIn} Ends the subscription; doing it again, or without one, changes nothing. 404 on \`service\` for an unknown one.`,
        },
      },
    )
}
