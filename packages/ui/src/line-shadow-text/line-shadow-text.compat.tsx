import { LineShadowText } from './line-shadow-text'

/** Line Shadow Text as Magic UI documents it: its usage, every prop of its props table and its demo. */
export function MagicUiUsage({ dark = false }: { dark?: boolean }) {
  return (
    <div className="grid gap-4">
      <LineShadowText>Magic UI</LineShadowText>
      <h1 className="text-5xl leading-none font-semibold tracking-tighter">
        Ship
        <LineShadowText className="italic" shadowColor={dark ? 'white' : 'black'}>
          Fast
        </LineShadowText>
      </h1>
      <LineShadowText as="h1" shadowColor="#6d28d9" className="text-4xl" id="title" onClick={() => {}}>
        Heading
      </LineShadowText>
      <LineShadowText as="p" style={{ fontSize: 32 }}>
        Paragraph
      </LineShadowText>
    </div>
  )
}
