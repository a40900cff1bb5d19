import { GlyphMatrix } from '../glyph-matrix'

export default function GlyphMatrixDemo2() {
  return (
    <div className="relative h-72 w-[32rem] max-w-full overflow-hidden rounded-2xl border border-zinc-950/10 bg-white dark:border-white/10 dark:bg-zinc-950">
      <GlyphMatrix glyphs="ACGT" cellSize={20} mutationRate={0.02} interval={140} fadeBottom={0} color="#10b981" />
    </div>
  )
}
