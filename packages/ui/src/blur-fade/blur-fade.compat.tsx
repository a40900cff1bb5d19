import { BlurFade } from './blur-fade'

export function MagicUiUsage() {
  return (
    <div className="grid gap-4">
      <BlurFade>
        <img src="/sample-1.jpg" alt="Sample 1" />
        <img src="/sample-2.jpg" alt="Sample 2" />
      </BlurFade>
      <BlurFade delay={0.25} inView>
        <h2 className="text-3xl font-bold">Hello World 👋</h2>
      </BlurFade>
      <BlurFade
        className="mb-4"
        variant={{ hidden: { y: 12 }, visible: { y: 0 } }}
        duration={0.4}
        delay={0}
        offset={6}
        direction="down"
        inView={false}
        inViewMargin="-50px"
        blur="6px"
        key="all-props"
      >
        <p>Every prop</p>
      </BlurFade>
      <BlurFade direction="left" whileHover={{ scale: 1.02 }} onAnimationComplete={() => {}}>
        <p>Motion props pass through</p>
      </BlurFade>
    </div>
  )
}
