import { TextReveal, type TextRevealProps } from './text-reveal'

/** TextReveal as Magic UI documents it: a string child and a class name, on its own in the page. */
export function MagicUiUsage() {
  const props: TextRevealProps = { children: 'Every prop', className: 'h-[300vh]' }
  return (
    <>
      <TextReveal>Magic UI will change the way you design.</TextReveal>
      <TextReveal className="bg-white dark:bg-black">Scroll to read this sentence.</TextReveal>
      <TextReveal {...props} />
    </>
  )
}
