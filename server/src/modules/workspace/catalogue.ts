import type { WorkspaceMeasuredServiceId, WorkspaceServiceId } from '@snipstack/contracts'

/**
 * A service as every account sees it. Snippets and templates run here and are measured by
 * service.ts; every other one is a preview, which has no figures to show.
 */
export type ServiceEntry = {
  name: string
  description: string
  /** 'Free' or a monthly price; a priced service is subscribed to through the Pro plans. */
  price: string
} & (
  | { id: WorkspaceMeasuredServiceId; preview: false }
  | { id: Exclude<WorkspaceServiceId, WorkspaceMeasuredServiceId>; preview: true }
)

/**
 * The six services of docs/product.md, Workspace, in the dashboard's order. Databases and studio are
 * the priced ones.
 */
export const serviceCatalogue: readonly ServiceEntry[] = [
  {
    id: 'snippets',
    name: 'Snippets',
    description: 'Share, organise and reuse code snippets across your projects.',
    price: 'Free',
    preview: false,
  },
  {
    id: 'templates',
    name: 'Templates',
    description: 'Start projects from infrastructure and application templates.',
    price: 'Free',
    preview: false,
  },
  {
    id: 'hosting',
    name: 'Hosting',
    description: 'Deploy static sites and web apps with previews for every branch.',
    price: 'Free',
    preview: true,
  },
  {
    id: 'databases',
    name: 'Databases',
    description: 'Managed PostgreSQL with backups, branching and connection pooling.',
    price: '$29/month',
    preview: true,
  },
  {
    id: 'websites',
    name: 'Websites',
    description: 'Build landing pages from blocks and publish them in minutes.',
    price: 'Free',
    preview: true,
  },
  {
    id: 'studio',
    name: 'Studio',
    description: 'Design, preview and export animated components for your apps.',
    price: '$49/month',
    preview: true,
  },
]
