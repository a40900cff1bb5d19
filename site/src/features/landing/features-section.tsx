import { Boxes, CodeXml, type LucideIcon, Rocket, Wrench } from 'lucide-react'
import { Container } from '@/components/page/container'
import { SectionHeading } from './section-heading'

type Feature = { icon: LucideIcon; title: string; description: string; tags: string[]; accent: string }

const features: Feature[] = [
  {
    icon: CodeXml,
    title: 'Multi-language snippets',
    description: 'Battle-tested snippets in Go, JavaScript, Python, PHP and more — read them, copy them, ship them.',
    tags: ['Go', 'JavaScript', 'Python', 'PHP', 'and more'],
    accent: 'from-sky-500/20 text-sky-600 dark:text-sky-400',
  },
  {
    icon: Boxes,
    title: 'Infrastructure templates',
    description: 'Docker, Kubernetes, Helm and NGINX configurations that follow production practice from the start.',
    tags: ['Docker', 'Kubernetes', 'Helm', 'NGINX'],
    accent: 'from-violet-500/20 text-violet-600 dark:text-violet-400',
  },
  {
    icon: Rocket,
    title: 'Boilerplate starters',
    description: 'Project starters with auth, routing, testing and CI already wired, so day one is feature work.',
    tags: ['APIs', 'SaaS', 'CLIs'],
    accent: 'from-fuchsia-500/20 text-fuchsia-600 dark:text-fuchsia-400',
  },
  {
    icon: Wrench,
    title: 'Productivity utilities',
    description: 'Helpers, hooks and scripts for the chores you repeat every week, each small enough to understand.',
    tags: ['Hooks', 'Scripts', 'Helpers'],
    accent: 'from-amber-500/20 text-amber-600 dark:text-amber-400',
  },
]

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-24 py-24 sm:py-28">
      <Container>
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything you need to ship faster"
          description="One catalogue for the code you would otherwise rewrite: snippets, infrastructure, starters and utilities."
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ icon: Icon, title, description, tags, accent }) => (
            <li
              key={title}
              className="group relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <div
                className={`flex size-11 items-center justify-center rounded-xl bg-gradient-to-br to-transparent ring-1 ring-border ${accent}`}
              >
                <Icon className="size-5" aria-hidden="true" />
              </div>
              <h3 className="mt-5 font-semibold text-lg">{title}</h3>
              <p className="mt-2 flex-1 text-muted-foreground text-sm leading-relaxed">{description}</p>
              <ul aria-label={`${title}: examples`} className="mt-5 flex flex-wrap gap-1.5">
                {tags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-md border bg-muted/60 px-2 py-0.5 font-medium text-muted-foreground text-xs"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
