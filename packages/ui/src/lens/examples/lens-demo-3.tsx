import { Lens } from '../lens'

/** A type specimen whose lens rests on the fine print until the pointer picks it up. */
export default function LensDemo3() {
  return (
    <div className="w-full max-w-md">
      <Lens defaultPosition={{ x: 120, y: 150 }} zoomFactor={1.8} lensSize={140} ariaLabel="Type specimen, zoomable">
        <div className="flex aspect-[5/3] w-full flex-col justify-between bg-gradient-to-br from-amber-50 to-orange-100 p-6 text-stone-900 dark:from-stone-900 dark:to-stone-800 dark:text-stone-100">
          <p className="text-4xl font-black tracking-tight">Aa Bb Cc</p>
          <p className="text-[8px] leading-tight text-stone-700 dark:text-stone-300">
            The quick brown fox jumps over the lazy dog. Sphinx of black quartz, judge my vow. Pack my box with five
            dozen liquor jugs. How vexingly quick daft zebras jump!
          </p>
          <p className="text-xs font-medium uppercase tracking-widest text-stone-700 dark:text-stone-300">
            Specimen No. 7
          </p>
        </div>
      </Lens>
    </div>
  )
}
