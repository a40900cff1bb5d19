import { z } from 'zod'

export const healthResponse = z.object({
  status: z.literal('ok'),
  version: z.string().describe('Product version.'),
  database: z.enum(['pglite', 'postgres']).describe('Which database this instance runs on.'),
})
export type HealthResponse = z.infer<typeof healthResponse>
