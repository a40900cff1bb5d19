import { AuroraText } from './aurora-text'

/** Aurora Text as Magic UI documents it: its usage, every prop of its props table and its demo. */
export function MagicUiUsage() {
  return (
    <div className="grid gap-4">
      <AuroraText>Aurora Text</AuroraText>
      <h1 className="text-4xl font-bold tracking-tighter md:text-5xl lg:text-7xl">
        Ship <AuroraText>beautiful</AuroraText>
      </h1>
      <AuroraText className="" colors={['#FF0080', '#7928CA', '#0070F3', '#38bdf8']} speed={1}>
        <strong>Every prop</strong>
      </AuroraText>
      <AuroraText colors={['#22c55e', '#eab308']} speed={2} className="text-5xl">
        Twice as fast
      </AuroraText>
    </div>
  )
}
