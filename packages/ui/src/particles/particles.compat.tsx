import { Particles } from './particles'

/** Particles as Magic UI documents them: the usage snippet, the demo and every prop of the table. */
export function MagicUiUsage() {
  return (
    <div className="grid gap-4">
      <div className="relative h-[500px] w-full overflow-hidden">
        <Particles />
      </div>
      <div className="relative flex h-[500px] w-full items-center justify-center overflow-hidden rounded-lg border">
        <span className="pointer-events-none z-10 text-8xl font-semibold">Particles</span>
        <Particles className="absolute inset-0 z-0" quantity={100} ease={80} color="#000000" refresh />
      </div>
      <Particles
        className="absolute inset-0"
        quantity={100}
        staticity={50}
        ease={50}
        size={0.4}
        refresh={false}
        color="#ffffff"
        vx={0}
        vy={0}
        onClick={() => {}}
      />
    </div>
  )
}
