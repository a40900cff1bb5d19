import { Text3DFlip } from '../text-3d-flip'

export default function Text3DFlipDemo() {
  return (
    <Text3DFlip
      className="text-3xl font-semibold tracking-tight sm:text-5xl"
      textClassName="bg-background text-foreground"
      flipTextClassName="bg-background text-foreground"
      rotateDirection="top"
    >
      Stay curious, ship often
    </Text3DFlip>
  )
}
