import type { WorkspaceAnalytics, WorkspaceServiceId } from '@snipstack/contracts'

/** The services whose figures are the account's own, measured by service.ts. */
export type MeasuredServiceId = Extract<WorkspaceServiceId, 'snippets' | 'templates'>

/**
 * A service as every account sees it. Those we measure have no `sample`; every other one carries
 * the sample figures it shows.
 */
export type ServiceEntry = {
  name: string
  description: string
  /** 'Free' or a monthly price; a priced service is subscribed to through the Pro plans. */
  price: string
} & (
  | { id: MeasuredServiceId; sample?: undefined }
  | { id: Exclude<WorkspaceServiceId, MeasuredServiceId>; sample: WorkspaceAnalytics }
)

/** Sample figures, dated back from `now` so that the activity list reads as recent. */
function sample(
  now: Date,
  figures: Omit<WorkspaceAnalytics, 'sample' | 'activity' | 'usage_percent'> & {
    activity: Array<[title: string, hoursAgo: number]>
  },
): WorkspaceAnalytics {
  const { storage, activity, ...rest } = figures
  return {
    sample: true,
    storage,
    usage_percent: Math.round((storage.used_mb / storage.limit_mb) * 100),
    ...rest,
    activity: activity.map(([title, hoursAgo]) => ({
      title,
      at: new Date(now.getTime() - hoursAgo * 3_600_000).toISOString(),
    })),
  }
}

/** Spec §3's six services, in the dashboard's order. Databases and studio are the priced ones. */
export function serviceCatalogue(now: Date): ServiceEntry[] {
  return [
    {
      id: 'snippets',
      name: 'Snippets',
      description: 'Share, organise and reuse code snippets across your projects.',
      price: 'Free',
    },
    {
      id: 'templates',
      name: 'Templates',
      description: 'Start projects from infrastructure and application templates.',
      price: 'Free',
    },
    {
      id: 'hosting',
      name: 'Hosting',
      description: 'Deploy static sites and web apps with previews for every branch.',
      price: 'Free',
      sample: sample(now, {
        storage: { used_mb: 320, limit_mb: 1024 },
        items: { label: 'Deployments', value: 37 },
        performance: { label: 'Uptime', value: '99.98%' },
        figures: [{ label: 'Bandwidth this month', value: '14.2 GB' }],
        activity: [
          ['Deployed main to production', 2],
          ['Preview built for feature/search', 9],
          ['Custom domain verified', 70],
        ],
      }),
    },
    {
      id: 'databases',
      name: 'Databases',
      description: 'Managed PostgreSQL with backups, branching and connection pooling.',
      price: '$29/month',
      sample: sample(now, {
        storage: { used_mb: 2150, limit_mb: 10240 },
        items: { label: 'Databases', value: 3 },
        performance: { label: 'Median query time', value: '4 ms' },
        figures: [{ label: 'Connections', value: '18 of 100' }],
        activity: [
          ['Nightly backup completed', 6],
          ['Branch created from production', 27],
          ['Connection pool resized', 96],
        ],
      }),
    },
    {
      id: 'websites',
      name: 'Websites',
      description: 'Build landing pages from blocks and publish them in minutes.',
      price: 'Free',
      sample: sample(now, {
        storage: { used_mb: 86, limit_mb: 500 },
        items: { label: 'Pages published', value: 8 },
        performance: { label: 'Lighthouse score', value: '98' },
        figures: [{ label: 'Visitors this month', value: '3,420' }],
        activity: [
          ['Published the pricing page', 4],
          ['Added a testimonials block', 26],
          ['Changed the theme to dark', 80],
        ],
      }),
    },
    {
      id: 'studio',
      name: 'Studio',
      description: 'Design, preview and export animated components for your apps.',
      price: '$49/month',
      sample: sample(now, {
        storage: { used_mb: 640, limit_mb: 5120 },
        items: { label: 'Projects', value: 5 },
        performance: { label: 'Exports this month', value: '21' },
        figures: [{ label: 'Components', value: '46' }],
        activity: [
          ['Exported hero-animation.tsx', 3],
          ['Shared a project with the team', 20],
          ['Created the onboarding project', 120],
        ],
      }),
    },
  ]
}
