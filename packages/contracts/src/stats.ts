import { z } from 'zod'

export * from './stats-constants'

const count = (description: string) => z.number().int().nonnegative().describe(description)

/** What the component registry this server serves holds, counted from its index (`/r/registry.json`). */
export const registryStats = z.object({
  components: count('Documented components: items listed under a section of the docs sidebar (`meta.section`).'),
  blocks: count('Page blocks: `registry:block` items outside the Template category.'),
  templates: count('Whole-page templates: `registry:block` items in the Template category.'),
})
export type RegistryStats = z.infer<typeof registryStats>

/** `GET /api/stats`: the figures the site states about itself, each counted from the data. */
export const siteStatsResponse = z.object({
  snippets: count('Published snippets (drafts are not counted).'),
  templates: count('Templates in the templates catalogue.'),
  languages: count('Distinct values of `language` among the published snippets.'),
  accounts: count('Registered accounts.'),
  registry: registryStats
    .nullable()
    .describe('The component registry this server serves; null when it serves none or it is not built yet.'),
})
export type SiteStatsResponse = z.infer<typeof siteStatsResponse>
