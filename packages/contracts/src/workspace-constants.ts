/**
 * The workspace's constants, with no schema library: the site's route tree checks a service's
 * name with them, and the schemas in workspace.ts would bring zod into every page's download.
 */

/** The six services of docs/product.md, Workspace, in the dashboard's order. */
export const workspaceServiceIds = ['snippets', 'templates', 'hosting', 'databases', 'websites', 'studio'] as const
export type WorkspaceServiceId = (typeof workspaceServiceIds)[number]

/**
 * The services that run on this instance and so have the account's figures; every other one is a
 * preview, listed with no figures.
 */
export type WorkspaceMeasuredServiceId = Extract<WorkspaceServiceId, 'snippets' | 'templates'>

export const isWorkspaceServiceId = (value: string): value is WorkspaceServiceId =>
  (workspaceServiceIds as readonly string[]).includes(value)

export const workspaceMessages = {
  service: `Please choose one of these services: ${workspaceServiceIds.join(', ')}`,
  paid: (name: string, price: string) => `${name} costs ${price}: subscribe to it from the Pro plans.`,
} as const
