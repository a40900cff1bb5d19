import { z } from 'zod'
import { workspaceServiceIds } from './workspace-constants'

/**
 * The workspace (docs/product.md, Workspace): the six services of a signed-in account, which ones
 * it subscribes to, and each one's figures. Subscriptions are kept per account. Only the snippets
 * and templates services run on this instance, so only they have figures, and those are the
 * account's own (its snippets, their views and ratings; the templates it downloaded). The others
 * are previews: listed with their names, prices and subscriptions, but with no figures at all,
 * since nothing is measured for a service that does not run.
 */

export * from './workspace-constants'

const count = z.number().int().min(0)

export const workspaceActivity = z.object({
  title: z.string().describe('What happened, as a sentence.'),
  at: z.string().describe('When, as an ISO 8601 timestamp.'),
})
export type WorkspaceActivity = z.infer<typeof workspaceActivity>

export const workspaceFigure = z.object({
  label: z.string(),
  value: z.string().describe('As shown, e.g. "1,204".'),
})
export type WorkspaceFigure = z.infer<typeof workspaceFigure>

export const workspaceRatings = z.object({
  count: count.describe('How many ratings the items received.'),
  average: z
    .number()
    .min(1)
    .max(5)
    .nullable()
    .describe('Their average in stars, to one decimal; null while there are none.'),
})
export type WorkspaceRatings = z.infer<typeof workspaceRatings>

/** The account's figures for a service that runs here: every number is measured. */
export const workspaceAnalytics = z.object({
  storage: z.object({
    used_mb: z.number().min(0),
    limit_mb: z.number().positive(),
  }),
  usage_percent: z.number().int().min(0).max(100).describe('Storage used, as a share of the limit.'),
  items: z.object({ label: z.string(), value: count }),
  performance: z.object({ label: z.string(), value: z.string() }),
  figures: z.array(workspaceFigure).describe('Further figures beside items and performance, in order; may be empty.'),
  ratings: workspaceRatings
    .nullable()
    .describe(
      "The ratings the account's own items received (snippets); null where the items are not the account's own (templates).",
    ),
  activity: z.array(workspaceActivity).describe('The most recent first, at most five.'),
})
export type WorkspaceAnalytics = z.infer<typeof workspaceAnalytics>

const serviceFields = {
  id: z.enum(workspaceServiceIds),
  name: z.string(),
  description: z.string(),
  subscribed: z.boolean(),
  price: z.string().describe("'Free', or the monthly price such as '$29/month'."),
  paid: z.boolean().describe('Subscribing goes through the Pro plans rather than this API.'),
}

export const workspaceService = z.discriminatedUnion('preview', [
  z.object({
    ...serviceFields,
    preview: z.literal(false).describe('The service runs on this instance.'),
    analytics: workspaceAnalytics,
  }),
  z.object({
    ...serviceFields,
    preview: z
      .literal(true)
      .describe('A preview: the service is not yet available on this instance, so it has no figures.'),
    analytics: z.null(),
  }),
])
export type WorkspaceService = z.infer<typeof workspaceService>
/** A service that runs here, with the account's figures. */
export type MeasuredWorkspaceService = Extract<WorkspaceService, { preview: false }>

export const workspaceResponse = z.object({ services: z.array(workspaceService) })
export type WorkspaceResponse = z.infer<typeof workspaceResponse>

export const workspaceServiceParams = z.object({
  service: z.string().describe(`One of ${workspaceServiceIds.join(', ')}.`),
})

export const workspaceServiceResponse = z.object({ service: workspaceService })
export type WorkspaceServiceResponse = z.infer<typeof workspaceServiceResponse>
