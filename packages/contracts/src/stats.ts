import { z } from 'zod'

export * from './stats-constants'

const count = (description: string) => z.number().int().nonnegative().describe(description)

/** What the component registry this server serves holds, counted from its index (`/r/registry.json`). */
export const registryStats = z.object({
  components: count('Documented components: items listed under a section of the docs sidebar (`meta.section`).'),
  blocks: count('Page blocks: `registry:block` items outside the Template category.'),
  templates: count('Whole-page templates: `registry:block` items in the Template category.'),
  paid: count('Items that are part of Pro (`meta.paid`): blocks, templates and components whose code comes with Pro.'),
})
export type RegistryStats = z.infer<typeof registryStats>

/** `GET /api/stats`: the figures the site states about itself, each counted from the data. */
export const siteStatsResponse = z.object({
  snippets: count('Published snippets (drafts are not counted).'),
  templates: count('Templates in the templates catalogue.'),
  languages: count('Distinct values of `language` among the published snippets.'),
  accounts: count('Registered accounts.'),
  pro: z
    .object({
      snippets: count('Published pro snippets.'),
      templates: count('Paid templates: a price above 0.'),
    })
    .describe("The catalogue's paid content, as the Pro page counts it."),
  registry: registryStats
    .nullable()
    .describe('The component registry this server serves; null when it serves none or it is not built yet.'),
})
export type SiteStatsResponse = z.infer<typeof siteStatsResponse>
