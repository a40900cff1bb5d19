import { cn } from '@snipstack/ui/lib/utils'
import { Meteors } from '@snipstack/ui/meteors/meteors'
import {
  type SimpleIcon,
  siGo,
  siMongodb,
  siNextdotjs,
  siNodedotjs,
  siPostgresql,
  siReact,
  siRedis,
  siTailwindcss,
  siTypescript,
  siVite,
} from 'simple-icons'
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip'

type Technology = { name: string; icon: SimpleIcon; note: string; color?: string }

/**
 * The stacks the catalogue covers (docs/product.md, Accounts and sign-in), each with its mark from
 * simple-icons (bundled: only these ten paths reach the page). A mark whose brand colour is black
 * is drawn white here, on the panel's dark ground.
 */
export const technologies: ReadonlyArray<Technology> = [
  { name: 'Go', icon: siGo, note: 'HTTP servers, CLIs, workers' },
  { name: 'Node', icon: siNodedotjs, note: 'APIs, scripts, tooling' },
  { name: 'PostgreSQL', icon: siPostgresql, note: 'Schemas, queries, migrations', color: '#7396f0' },
  { name: 'MongoDB', icon: siMongodb, note: 'Documents and aggregations' },
  { name: 'Redis', icon: siRedis, note: 'Caching, queues, rate limits' },
  { name: 'React', icon: siReact, note: 'Components and hooks' },
  { name: 'Vite', icon: siVite, note: 'Fast builds and dev servers' },
  { name: 'TypeScript', icon: siTypescript, note: 'Typed utilities and patterns', color: '#5b9be6' },
  { name: 'Tailwind', icon: siTailwindcss, note: 'Utility-first UI blocks' },
  { name: 'Next.js', icon: siNextdotjs, note: 'Full-stack React apps', color: '#ffffff' },
]

/** The decorative side of the sign-in and register screens, from tablet widths up; hidden on phones. */
export function TechnologyPanel({ className }: { className?: string }) {
  return (
    <aside
      aria-labelledby="technology-panel-title"
      data-slot="technology-panel"
      className={cn(
        'relative isolate flex-col justify-center overflow-hidden bg-zinc-950 px-8 py-16 text-white lg:px-10 xl:px-16',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgb(139_92_246/0.35),transparent_60%),radial-gradient(ellipse_at_bottom_right,rgb(14_165_233/0.25),transparent_55%)]"
      />
      <Meteors number={20} maxDelay={6.2} minDuration={3} seed={3} className="-z-10" />
      <div className="mx-auto w-full max-w-md">
        <h2 id="technology-panel-title" className="text-balance font-semibold text-3xl tracking-tight">
          Snippets for the stack you already ship
        </h2>
        <p className="mt-4 text-pretty text-white/70 leading-relaxed">
          Copy-ready code, infrastructure templates and components for the tools you use every day.
        </p>
        <TooltipProvider delayDuration={0}>
          <ul aria-label="Technologies" className="mt-10 grid grid-cols-5 gap-x-3 gap-y-6 xl:gap-x-4">
            {technologies.map((tech, index) => (
              <li key={tech.name} className={cn('flex justify-center', index % 2 === 1 && 'translate-y-4')}>
                <Tooltip>
                  <TooltipTrigger asChild>
                    <span
                      role="img"
                      aria-label={tech.name}
                      data-slot="technology"
                      style={{ backgroundColor: `#${tech.icon.hex}26` }}
                      className="flex size-12 items-center justify-center rounded-2xl ring-1 ring-white/15 backdrop-blur transition-transform motion-safe:hover:-translate-y-1 xl:size-14"
                    >
                      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 xl:size-7">
                        <path d={tech.icon.path} fill={tech.color ?? `#${tech.icon.hex}`} />
                      </svg>
                    </span>
                  </TooltipTrigger>
                  <TooltipContent side="bottom">
                    <span className="font-semibold">{tech.name}</span>
                    <span className="text-background/70"> · {tech.note}</span>
                  </TooltipContent>
                </Tooltip>
              </li>
            ))}
          </ul>
        </TooltipProvider>
      </div>
    </aside>
  )
}
