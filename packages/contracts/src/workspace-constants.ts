/**
 * The workspace's constants, with no schema library: the site's route tree checks a service's
 * name with them, and the schemas in workspace.ts would bring zod into every page's download.
 */

/** Spec §3's six services, in the dashboard's order. */
export const workspaceServiceIds = ['snippets', 'templates', 'hosting', 'databases', 'websites', 'studio'] as const
export type WorkspaceServiceId = (typeof workspaceServiceIds)[number]

export const isWorkspaceServiceId = (value: string): value is WorkspaceServiceId =>
  (workspaceServiceIds as readonly string[]).includes(value)

export const workspaceMessages = {
  service: `Please choose one of these services: ${workspaceServiceIds.join(', ')}`,
  paid: (name: string, price: string) => `${name} costs ${price}: subscribe to it from the Pro plans.`,
} as const
