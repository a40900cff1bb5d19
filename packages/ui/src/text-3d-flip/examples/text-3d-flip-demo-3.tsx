import { Text3DFlip } from '../text-3d-flip'

export default function Text3DFlipDemo3() {
  return (
    <Text3DFlip
      as="h2"
      className="text-3xl font-black tracking-tight uppercase sm:text-5xl"
      textClassName="bg-background text-foreground"
      flipTextClassName="bg-background text-sky-700 dark:text-sky-400"
      rotateDirection="left"
      staggerDuration={0.04}
      staggerFrom="last"
      transition={{ type: 'spring', stiffness: 180, damping: 18 }}
    >
      Roll over
    </Text3DFlip>
  )
}
