import { SparklesText } from './sparkles-text'

/** Sparkles Text as Magic UI documents it: every prop of its props table, and its demo's usage. */
export function MagicUiUsage() {
  // biome-ignore lint/a11y/useHeadingContent: the element only names the tag; its text is the children
  const heading = <h1 />
  return (
    <div className="flex flex-col gap-4">
      <SparklesText>Magic UI</SparklesText>
      <SparklesText className="text-4xl" sparklesCount={20} colors={{ first: '#A07CFE', second: '#FE8FB5' }}>
        Sparkles Text
      </SparklesText>
      <SparklesText as={heading} sparklesCount={5}>
        Heading
      </SparklesText>
    </div>
  )
}
