import { z } from 'zod'
import { workspaceServiceIds } from './workspace-constants'

/**
 * The workspace (spec §2 "Workspace", §3 "Workspace service", §6): the six services of a
 * signed-in account, which ones it subscribes to, and each one's figures. Subscriptions are kept
 * per account; the snippets and templates services show the account's own figures (its snippets
 * and their views, the templates it downloaded), the others figures that say they are a sample.
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
  value: z.string().describe('As shown, e.g. "1,204" or "4 ms".'),
})
export type WorkspaceFigure = z.infer<typeof workspaceFigure>

export const workspaceAnalytics = z.object({
  sample: z.boolean().describe("True when the figures illustrate the service rather than measure the account's use."),
  storage: z.object({
    used_mb: z.number().min(0),
    limit_mb: z.number().positive(),
  }),
  usage_percent: z.number().int().min(0).max(100).describe('Storage used, as a share of the limit.'),
  items: z.object({ label: z.string(), value: count }),
  performance: z.object({ label: z.string(), value: z.string() }),
  figures: z.array(workspaceFigure).describe('Further figures beside items and performance, in order; may be empty.'),
  activity: z.array(workspaceActivity).describe('The most recent first, at most five.'),
})
export type WorkspaceAnalytics = z.infer<typeof workspaceAnalytics>

export const workspaceService = z.object({
  id: z.enum(workspaceServiceIds),
  name: z.string(),
  description: z.string(),
  subscribed: z.boolean(),
  price: z.string().describe("'Free', or the monthly price such as '$29/month'."),
  paid: z.boolean().describe('Subscribing goes through the Pro plans rather than this API.'),
  analytics: workspaceAnalytics,
})
export type WorkspaceService = z.infer<typeof workspaceService>

export const workspaceResponse = z.object({ services: z.array(workspaceService) })
export type WorkspaceResponse = z.infer<typeof workspaceResponse>

export const workspaceServiceParams = z.object({
  service: z.string().describe(`One of ${workspaceServiceIds.join(', ')}.`),
})

export const workspaceServiceResponse = z.object({ service: workspaceService })
export type WorkspaceServiceResponse = z.infer<typeof workspaceServiceResponse>
