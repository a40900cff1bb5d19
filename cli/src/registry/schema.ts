import { z } from 'zod'

/**
 * The parts of shadcn's registry format this CLI reads. The server validates what it publishes
 * against shadcn's own schema; here we only make sure a response is something we can install,
 * so unknown keys are allowed and ignored.
 */
export const itemTypeSchema = z.string().regex(/^registry:[a-z]+$/, 'must be a registry:<kind> type')

export const registryFileSchema = z.object({
  path: z.string().min(1),
  content: z.string().optional(),
  type: itemTypeSchema,
  target: z.string().optional(),
})

export type CssRules = { [key: string]: string | CssRules }
export const cssRulesSchema: z.ZodType<CssRules> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), cssRulesSchema])),
)

const varsSchema = z.record(z.string(), z.string())

export const cssVarsSchema = z.object({
  theme: varsSchema.optional(),
  light: varsSchema.optional(),
  dark: varsSchema.optional(),
})

export const registryItemSchema = z.object({
  name: z.string().min(1),
  type: itemTypeSchema,
  title: z.string().optional(),
  description: z.string().optional(),
  dependencies: z.array(z.string()).optional(),
  devDependencies: z.array(z.string()).optional(),
  registryDependencies: z.array(z.string()).optional(),
  files: z.array(registryFileSchema).optional(),
  cssVars: cssVarsSchema.optional(),
  css: cssRulesSchema.optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
})

export type RegistryItem = z.infer<typeof registryItemSchema>
export type RegistryFile = z.infer<typeof registryFileSchema>
export type CssVars = z.infer<typeof cssVarsSchema>

/** The index at `<base>/registry.json`: items without file contents. */
export const registryIndexSchema = z.object({
  name: z.string(),
  homepage: z.string().optional(),
  items: z.array(registryItemSchema),
})

export type RegistryIndex = z.infer<typeof registryIndexSchema>
