import * as React from 'react'
import { AnimatedBeam } from './animated-beam'

function Circle({ ref, children }: { ref: React.Ref<HTMLDivElement>; children?: React.ReactNode }) {
  return (
    <div ref={ref} className="z-10 flex size-12 items-center justify-center rounded-full border-2 bg-white p-3">
      {children}
    </div>
  )
}

/** Animated Beam as Magic UI documents it: every prop of its props table, and its examples' usage. */
export function MagicUiUsage() {
  const containerRef = React.useRef<HTMLDivElement>(null)
  const div1Ref = React.useRef<HTMLDivElement>(null)
  const div2Ref = React.useRef<HTMLDivElement>(null)
  const div3Ref = React.useRef<HTMLDivElement>(null)

  return (
    <div ref={containerRef} className="relative flex w-full max-w-[500px] items-center justify-between p-10">
      <Circle ref={div1Ref} />
      <Circle ref={div2Ref} />
      <Circle ref={div3Ref} />
      <AnimatedBeam containerRef={containerRef} fromRef={div1Ref} toRef={div2Ref} />
      <AnimatedBeam
        className="opacity-80"
        containerRef={containerRef}
        fromRef={div1Ref}
        toRef={div3Ref}
        curvature={-75}
        reverse={false}
        duration={5}
        delay={0}
        pathColor="gray"
        pathWidth={2}
        pathOpacity={0.2}
        gradientStartColor="#ffaa40"
        gradientStopColor="#9c40ff"
        startXOffset={0}
        startYOffset={10}
        endXOffset={0}
        endYOffset={10}
      />
      <AnimatedBeam
        containerRef={containerRef}
        fromRef={div3Ref}
        toRef={div2Ref}
        curvature={75}
        endYOffset={-10}
        reverse
        duration={3}
        delay={1}
        repeat={Number.POSITIVE_INFINITY}
        repeatDelay={0.5}
      />
    </div>
  )
}
