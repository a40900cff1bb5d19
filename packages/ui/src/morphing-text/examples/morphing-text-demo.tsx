import { MorphingText } from '../morphing-text'

const words = ['Snippets', 'Morph', 'Into', 'Each', 'Other', 'Like', 'Liquid', 'Letters']

export default function MorphingTextDemo() {
  return <MorphingText texts={words} className="text-zinc-950 dark:text-zinc-50" />
}
