import { AnimatedCircularProgressBar } from './animated-circular-progress-bar'

/** Magic UI's documented usage and every prop of its props table, against our item. */
export function MagicUiUsage({ value }: { value: number }) {
  return (
    <>
      <AnimatedCircularProgressBar />
      <AnimatedCircularProgressBar
        className="size-32"
        max={100}
        min={0}
        value={value}
        gaugePrimaryColor="rgb(79 70 229)"
        gaugeSecondaryColor="rgba(0, 0, 0, 0.1)"
      />
    </>
  )
}
