import { Marquee } from '../marquee'

const stack = ['Bun', 'React', 'Vite', 'Tailwind CSS', 'PostgreSQL', 'TypeScript']

export default function MarqueeDemo2() {
  return (
    <div className="relative flex h-72 w-full items-center justify-center overflow-hidden">
      <Marquee vertical pauseOnHover className="[--duration:15s]">
        {stack.map((name) => (
          <div key={name} className="rounded-lg border px-6 py-3 text-sm font-medium">
            {name}
          </div>
        ))}
      </Marquee>
      <div className="pointer-events-none absolute inset-x-0 top-0 h-1/4 bg-gradient-to-b from-white dark:from-zinc-950" />
      <div className="pointer-events-none absolute inset-x-0 bottom-0 h-1/4 bg-gradient-to-t from-white dark:from-zinc-950" />
    </div>
  )
}
