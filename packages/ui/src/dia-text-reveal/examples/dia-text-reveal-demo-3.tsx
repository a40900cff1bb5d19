import { DiaTextReveal } from '../dia-text-reveal'

export default function DiaTextRevealDemo3() {
  return (
    <div className="flex min-h-64 items-center justify-center p-8 text-foreground">
      <h2 className="text-center text-3xl font-semibold tracking-tight md:text-4xl">
        Learn to <DiaTextReveal repeat repeatDelay={1.2} text={['build faster', 'ship smarter', 'scale easier']} />
      </h2>
    </div>
  )
}
