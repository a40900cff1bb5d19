import { KineticText } from '../kinetic-text'

export default function KineticTextDemo() {
  return (
    <div className="relative justify-center">
      <KineticText text="Nostalgia" className="text-6xl tracking-tight text-foreground sm:text-8xl" />
    </div>
  )
}
