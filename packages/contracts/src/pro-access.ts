import { z } from 'zod'

/** `GET /api/pro/access`: what the signed-in account may read of the paid catalogue. */
export const proAccessResponse = z.object({
  pro: z.boolean().describe('The account has Pro: every paid snippet, template and item.'),
  snippets: z.array(z.string()).describe('Slugs of pro snippets the account has on their own, besides Pro.'),
  templates: z.array(z.string()).describe('Slugs of paid templates the account has on their own, besides Pro.'),
})
export type ProAccessResponse = z.infer<typeof proAccessResponse>
