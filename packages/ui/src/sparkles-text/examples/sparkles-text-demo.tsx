import { SparklesText } from '../sparkles-text'

export default function SparklesTextDemo() {
  return <SparklesText className="text-zinc-950 dark:text-zinc-50">Snipstack</SparklesText>
}
