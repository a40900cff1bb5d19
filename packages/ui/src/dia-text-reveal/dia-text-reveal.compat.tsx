import { DiaTextReveal } from './dia-text-reveal'

/** Dia Text Reveal as Magic UI documents it: every prop of its props table, and its examples' usage. */
export function MagicUiUsage() {
  const phrases: string[] = ['build faster', 'ship smarter', 'scale easier']
  return (
    <>
      <DiaTextReveal text="Magic UI" />
      <DiaTextReveal
        className="text-4xl font-bold tracking-tight"
        text="Magic UI"
        colors={['#A97CF8', '#F38CB8', '#FDCC92']}
      />
      <h1 className="text-3xl font-semibold">
        Learn to <DiaTextReveal repeat repeatDelay={1.2} text={phrases} />
      </h1>
      <DiaTextReveal
        text={['One', 'Two']}
        colors={['#c679c4', '#fa3d1d', '#ffb005', '#e1e1fe', '#0358f7']}
        textColor="var(--foreground)"
        duration={1.5}
        delay={0}
        repeat={false}
        repeatDelay={0.5}
        startOnView={true}
        once={true}
        className="text-2xl"
        fixedWidth={false}
      />
      <DiaTextReveal className="text-4xl" delay={0.35} duration={2.4} text="Made with care" fixedWidth />
    </>
  )
}
