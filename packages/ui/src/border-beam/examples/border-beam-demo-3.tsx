import { BorderBeam } from '../border-beam'

export default function BorderBeamDemo3() {
  return (
    <div className="relative w-[350px] overflow-hidden rounded-xl border border-zinc-950/10 bg-white p-6 text-sm dark:border-white/10 dark:bg-zinc-950">
      <h3 className="text-lg font-semibold">Running backwards</h3>
      <p className="mt-2 text-zinc-500 dark:text-zinc-400">
        With <code>reverse</code> the beam travels anticlockwise round the card.
      </p>
      <BorderBeam duration={4} size={300} reverse className="from-transparent via-green-500 to-transparent" />
    </div>
  )
}
