import { HyperText } from './hyper-text'

/** Hyper Text as Magic UI documents it: every prop of its props table, and its example's usage. */
export function MagicUiUsage() {
  const characterSet: string[] = '0123456789'.split('')
  const readonlySet = Object.freeze(['X', 'Y', 'Z']) as readonly string[]
  return (
    <div>
      <HyperText>Hover Me!</HyperText>
      <HyperText
        className="text-2xl"
        duration={800}
        delay={0}
        as="h2"
        startOnView={false}
        animateOnHover={true}
        characterSet={characterSet}
      >
        Every prop
      </HyperText>
      <HyperText as="span" startOnView animateOnHover={false} characterSet={readonlySet}>
        Read-only set
      </HyperText>
      <HyperText initial={{ opacity: 0 }} animate={{ opacity: 1 }} onMouseEnter={() => {}}>
        Motion props pass through
      </HyperText>
    </div>
  )
}
