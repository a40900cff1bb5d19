import { DottedMap } from '../dotted-map'

export default function DottedMapDemo2() {
  return (
    <div className="relative h-[30rem] w-full max-w-3xl overflow-hidden rounded-xl border border-zinc-950/10 bg-white dark:border-white/10 dark:bg-zinc-950">
      <DottedMap dotRadius={0.1} />
    </div>
  )
}
