import { GlyphMatrix } from '../glyph-matrix'

export default function GlyphMatrixDemo() {
  return (
    <div className="relative flex h-[400px] w-[42rem] max-w-full items-center justify-center overflow-hidden rounded-2xl border border-zinc-950/10 bg-white dark:border-white/10 dark:bg-zinc-950">
      {/* currentColor takes the text colour, so the glyphs are black in light mode and white in dark mode. */}
      <GlyphMatrix color="currentColor" className="absolute inset-0 text-zinc-950 dark:text-white" />
      <p className="relative rounded-xl bg-white/80 px-4 py-2 text-center text-4xl font-semibold tracking-tight text-zinc-950 dark:bg-zinc-950/80 dark:text-white">
        Glyph Matrix
      </p>
    </div>
  )
}
