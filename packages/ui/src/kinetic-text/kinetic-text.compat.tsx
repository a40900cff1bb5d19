import { KineticText } from './kinetic-text'

/** Kinetic Text as Magic UI documents it: every prop of its props table, and its example's usage. */
export function MagicUiUsage() {
  return (
    <div className="relative justify-center">
      <KineticText text="some text" />
      <KineticText text="Nostalgia" className="text-[6rem] tracking-[-5%] [font-optical-sizing:auto]" />
      <KineticText text="As a paragraph" as="p" className="" />
      <KineticText text="As a heading" as="h2" />
    </div>
  )
}
