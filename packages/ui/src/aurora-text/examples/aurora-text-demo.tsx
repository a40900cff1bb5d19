import { AuroraText } from '../aurora-text'

export default function AuroraTextDemo() {
  return (
    <h1 className="text-4xl font-bold tracking-tighter text-zinc-950 md:text-5xl lg:text-7xl dark:text-white">
      Make it <AuroraText>shimmer</AuroraText>
    </h1>
  )
}
