import { WarpBackground } from './warp-background'

/** Warp Background as Magic UI documents it: its usage, its demo and every prop of its props table. */
export function MagicUiUsage() {
  return (
    <div className="grid gap-4">
      <WarpBackground>
        <div className="w-80">
          <p>Warp Background</p>
          <p>This is a component that creates a warp background effect.</p>
        </div>
      </WarpBackground>
      <WarpBackground
        perspective={100}
        beamsPerSide={3}
        beamSize={5}
        beamDelayMax={3}
        beamDelayMin={0}
        beamDuration={3}
        gridColor="var(--border)"
        className="rounded-xl"
        onClick={() => {}}
      >
        <p>Every prop</p>
      </WarpBackground>
    </div>
  )
}
