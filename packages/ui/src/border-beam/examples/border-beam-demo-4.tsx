import { BorderBeam } from '../border-beam'

export default function BorderBeamDemo4() {
  return (
    <button
      type="button"
      className="relative overflow-hidden rounded-md border border-zinc-950/15 bg-white px-8 py-3 text-sm font-medium dark:border-white/15 dark:bg-zinc-950"
    >
      Buy now
      <BorderBeam
        size={40}
        initialOffset={20}
        className="from-transparent via-yellow-500 to-transparent"
        transition={{ type: 'spring', stiffness: 60, damping: 20 }}
      />
    </button>
  )
}
