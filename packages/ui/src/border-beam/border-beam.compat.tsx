import { BorderBeam } from './border-beam'

/** Border Beam as Magic UI documents it: its usage, every prop of its props table and its examples. */
export function MagicUiUsage() {
  return (
    <div className="grid gap-4">
      <div className="relative h-[500px] w-full overflow-hidden">
        <BorderBeam />
      </div>
      <div className="relative overflow-hidden rounded-xl">
        <BorderBeam
          className="from-transparent via-yellow-500 to-transparent"
          size={50}
          duration={6}
          delay={0}
          colorFrom="#ffaa40"
          colorTo="#9c40ff"
          transition={{ type: 'spring', stiffness: 60, damping: 20 }}
          style={{ opacity: 0.9 }}
          reverse={false}
          initialOffset={0}
          borderWidth={1}
        />
      </div>
      <div className="relative overflow-hidden">
        <BorderBeam duration={6} size={400} className="from-transparent via-red-500 to-transparent" />
        <BorderBeam duration={6} delay={3} size={400} borderWidth={2} />
        <BorderBeam duration={4} size={300} reverse transition={{ ease: 'easeInOut', repeat: Infinity }} />
      </div>
    </div>
  )
}
