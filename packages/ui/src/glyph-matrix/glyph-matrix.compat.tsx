import { GlyphMatrix } from './glyph-matrix'

/**
 * Glyph Matrix as Magic UI documents it: its usage, its demo and every prop of its props table.
 * Its demo picks the colour from the resolved theme, passed in here.
 */
export function MagicUiUsage({ resolvedTheme }: { resolvedTheme?: string }) {
  const color = resolvedTheme === 'dark' ? '#ffffff' : resolvedTheme ? '#000000' : '#6B7280'
  return (
    <>
      <div className="h-[400px] w-full overflow-hidden rounded-lg border border-border bg-background">
        <GlyphMatrix />
      </div>
      <div className="relative h-[400px] w-full overflow-hidden rounded-lg border border-border bg-background">
        <GlyphMatrix
          glyphs="01·•+*/\<>="
          cellSize={14}
          mutationRate={0.04}
          interval={90}
          fadeBottom={0.6}
          color={color}
          className="opacity-80"
          style={{ zIndex: 0 }}
          onClick={() => {}}
        />
      </div>
    </>
  )
}
