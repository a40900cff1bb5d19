import { MorphingText } from './morphing-text'

const texts = ['Hello', 'Morphing', 'Text', 'Animation', 'React', 'Component', 'Smooth', 'Transition', 'Engaging']

/** Morphing Text as Magic UI documents it: every prop of its props table, and its demo's usage. */
export function MagicUiUsage() {
  return (
    <div className="flex flex-col gap-8">
      <MorphingText texts={['Hello', 'World']} />
      <MorphingText texts={texts} />
      <MorphingText texts={texts} className="" />
      <MorphingText texts={[]} className="text-4xl md:h-20" />
    </div>
  )
}
