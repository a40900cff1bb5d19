import { Accessibility, GitBranch, Layers, type LucideIcon, ShieldCheck, SquareTerminal, Zap } from 'lucide-react'
import { Container } from '@/components/page/container'
import { PRODUCT_NAME } from '@/lib/config'
import { SectionHeading } from './section-heading'

type Reason = { icon: LucideIcon; title: string; description: string }

const reasons: Reason[] = [
  {
    icon: ShieldCheck,
    title: 'Production-ready',
    description: 'Every snippet and template is reviewed, typed where the language allows and tested before it ships.',
  },
  {
    icon: GitBranch,
    title: 'You own the code',
    description:
      'Components are copied into your repository, not hidden in a package. Read them, change them, keep them.',
  },
  {
    icon: Layers,
    title: 'Every layer of the stack',
    description: 'From UI components to API handlers to Kubernetes manifests, in one catalogue.',
  },
  {
    icon: SquareTerminal,
    title: 'Built for the terminal',
    description: `Install with one command through the ${PRODUCT_NAME} CLI or the shadcn CLI, straight from the same registry.`,
  },
  {
    icon: Accessibility,
    title: 'Accessible by default',
    description:
      'Keyboard support, visible focus and reduced-motion fallbacks are part of every component, not extras.',
  },
  {
    icon: Zap,
    title: 'Fast to start, fast to run',
    description: 'Small, dependency-light code that loads quickly and renders on the server without surprises.',
  },
]

export function WhyChooseSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-24 border-t bg-muted/30 py-24 sm:py-28">
      <Container>
        <SectionHeading
          id="about-title"
          eyebrow={`Why ${PRODUCT_NAME}`}
          title={`Why developers choose ${PRODUCT_NAME}`}
          description={`${PRODUCT_NAME} takes care of the boilerplate, so you can spend your time on the parts that matter.`}
        />
        <ul className="mt-14 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map(({ icon: Icon, title, description }) => (
            <li key={title} className="flex gap-4">
              <div className="flex size-10 shrink-0 items-center justify-center rounded-lg border bg-card shadow-sm">
                <Icon className="size-5 text-violet-600 dark:text-violet-400" aria-hidden="true" />
              </div>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1.5 text-muted-foreground text-sm leading-relaxed">{description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
