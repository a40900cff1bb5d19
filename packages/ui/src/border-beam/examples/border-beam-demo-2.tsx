import { BorderBeam } from '../border-beam'

export default function BorderBeamDemo2() {
  return (
    <div className="relative flex h-56 w-[350px] flex-col justify-end overflow-hidden rounded-xl border border-zinc-950/10 bg-white p-6 dark:border-white/10 dark:bg-zinc-950">
      <p className="text-xs font-medium uppercase tracking-wide text-zinc-500 dark:text-zinc-400">Now playing</p>
      <p className="mt-1 text-lg font-semibold">Night Drive</p>
      <p className="text-sm text-zinc-500 dark:text-zinc-400">Synthwave Mix · 3:42</p>
      <BorderBeam duration={6} size={400} className="from-transparent via-red-500 to-transparent" />
      <BorderBeam
        duration={6}
        delay={3}
        size={400}
        borderWidth={2}
        className="from-transparent via-blue-500 to-transparent"
      />
    </div>
  )
}
