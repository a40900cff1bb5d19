import type { WorkspaceAnalytics, WorkspaceServiceId } from '@snipstack/contracts'

/** A service as every account sees it; `sample` gives the figures of the services we do not measure. */
export type ServiceEntry = {
  id: WorkspaceServiceId
  name: string
  description: string
  /** 'Free' or a monthly price; a priced service is subscribed to through the Pro plans. */
  price: string
  sample?: WorkspaceAnalytics
}

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
      sample: sample(now, {
        storage: { used_mb: 48, limit_mb: 500 },
        items: { label: 'Templates downloaded', value: 12 },
        performance: { label: 'Most used', value: 'Docker Compose' },
        activity: [
          ['Downloaded nextjs-saas-starter', 5],
          ['Downloaded docker-compose-postgres', 30],
          ['Viewed kubernetes-deployment', 52],
        ],
      }),
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
        activity: [
          ['Exported hero-animation.tsx', 3],
          ['Shared a project with the team', 20],
          ['Created the onboarding project', 120],
        ],
      }),
    },
  ]
}
