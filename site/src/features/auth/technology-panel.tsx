import { cn } from '@snipstack/ui/lib/utils'
import { Meteors } from '@snipstack/ui/meteors/meteors'
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip'

type Technology = { name: string; mark: string; tile: string; note: string }

/**
 * The stacks the catalogue covers (spec §2). Marks are plain lettered tiles in each project's
 * colour, not the projects' logos.
 */
export const technologies: ReadonlyArray<Technology> = [
  { name: 'Go', mark: 'Go', tile: 'bg-sky-500/15 text-sky-300 ring-sky-400/30', note: 'HTTP servers, CLIs, workers' },
  { name: 'Node', mark: 'N', tile: 'bg-lime-500/15 text-lime-300 ring-lime-400/30', note: 'APIs, scripts, tooling' },
  {
    name: 'PostgreSQL',
    mark: 'Pg',
    tile: 'bg-blue-500/15 text-blue-300 ring-blue-400/30',
    note: 'Schemas, queries, migrations',
  },
  {
    name: 'MongoDB',
    mark: 'Mdb',
    tile: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30',
    note: 'Documents and aggregations',
  },
  {
    name: 'Redis',
    mark: 'R',
    tile: 'bg-red-500/15 text-red-300 ring-red-400/30',
    note: 'Caching, queues, rate limits',
  },
  { name: 'React', mark: 'Re', tile: 'bg-cyan-500/15 text-cyan-300 ring-cyan-400/30', note: 'Components and hooks' },
  {
    name: 'Vite',
    mark: 'V',
    tile: 'bg-violet-500/15 text-violet-300 ring-violet-400/30',
    note: 'Fast builds and dev servers',
  },
  {
    name: 'TypeScript',
    mark: 'TS',
    tile: 'bg-blue-600/20 text-blue-200 ring-blue-300/30',
    note: 'Typed utilities and patterns',
  },
  {
    name: 'Tailwind',
    mark: 'Tw',
    tile: 'bg-teal-500/15 text-teal-300 ring-teal-400/30',
    note: 'Utility-first UI blocks',
  },
  { name: 'Next.js', mark: 'Nx', tile: 'bg-white/10 text-white ring-white/25', note: 'Full-stack React apps' },
]

/** The decorative side of the sign-in and register screens; hidden on small screens. */
export function TechnologyPanel({ className }: { className?: string }) {
  return (
    <aside
      aria-labelledby="technology-panel-title"
      data-slot="technology-panel"
      className={cn(
        'relative isolate flex-col justify-center overflow-hidden bg-zinc-950 px-10 py-16 text-white xl:px-16',
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
          <ul aria-label="Technologies" className="mt-10 grid grid-cols-5 gap-4">
            {technologies.map((tech, index) => (
              <li key={tech.name} className={cn('flex justify-center', index % 2 === 1 && 'translate-y-4')}>
                <Tooltip>
                  <TooltipTrigger asChild>
                    <span
                      role="img"
                      aria-label={tech.name}
                      data-slot="technology"
                      className={cn(
                        'flex size-14 items-center justify-center rounded-2xl font-bold font-mono text-sm ring-1 backdrop-blur transition-transform motion-safe:hover:-translate-y-1',
                        tech.tile,
                      )}
                    >
                      <span aria-hidden="true">{tech.mark}</span>
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
