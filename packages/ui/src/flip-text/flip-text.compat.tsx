import { FlipText } from './flip-text'

/** Flip Text as Magic UI documents it: every prop of its props table, and its example's usage. */
export function MagicUiUsage() {
  return (
    <div className="flex flex-col gap-4">
      <FlipText>Flip Text</FlipText>
      <FlipText className="text-4xl font-bold -tracking-widest text-black md:text-7xl md:leading-[5rem] dark:text-white">
        Flip Text
      </FlipText>
      <FlipText
        className="text-2xl"
        duration={0.8}
        delayMultiple={0.1}
        variants={{ hidden: { rotateX: -90, opacity: 0 }, visible: { rotateX: 0, opacity: 1 } }}
        as="span"
      >
        Every prop
      </FlipText>
      <FlipText framerProps={{ hidden: { opacity: 0 }, visible: { opacity: 1 } }} as="div">
        Older API
      </FlipText>
      <FlipText whileHover={{ y: -4 }} transition={{ duration: 0.3 }}>
        {'Motion props '}
        {2025}
      </FlipText>
    </div>
  )
}
