import { TypingAnimation } from './typing-animation'

/** Typing Animation as Magic UI documents it: every prop of its props table, and its examples' usage. */
export function MagicUiUsage() {
  const words: string[] = ['Design 🎨', 'Build 🔨', 'Ship 🚀']
  return (
    <div className="space-y-8">
      <TypingAnimation className="text-4xl font-bold">Hello World! 👋</TypingAnimation>
      <TypingAnimation words={words} loop={true} className="text-4xl font-bold" />
      <TypingAnimation words={['Fast typing', 'Slow delete']} typeSpeed={50} deleteSpeed={150} pauseDelay={2000} loop />
      <TypingAnimation startOnView={true} className="text-4xl font-bold">
        Starts typing when in view
      </TypingAnimation>
      <TypingAnimation showCursor={false}>No cursor shown</TypingAnimation>
      <TypingAnimation words={['Type', 'Pause', 'Delete']} blinkCursor={false} pauseDelay={2000} loop={true}>
        Static cursor
      </TypingAnimation>
      <TypingAnimation words={['Block cursor']} cursorStyle="block" loop={true} />
      <TypingAnimation words={['Underscore cursor']} cursorStyle="underscore" />
      <TypingAnimation
        words={words}
        className="text-2xl"
        duration={100}
        typeSpeed={100}
        deleteSpeed={50}
        delay={0}
        pauseDelay={1000}
        loop={false}
        as="h1"
        startOnView={false}
        showCursor={true}
        blinkCursor={true}
        cursorStyle="line"
      >
        Every prop
      </TypingAnimation>
      <TypingAnimation as="p" initial={{ opacity: 0 }} animate={{ opacity: 1 }} transition={{ duration: 0.3 }}>
        Motion props pass through
      </TypingAnimation>
    </div>
  )
}
