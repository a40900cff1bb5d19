'use client'

import { LaptopIcon, ServerIcon } from 'lucide-react'
import * as React from 'react'
import { AnimatedBeam } from '../animated-beam'

const node =
  'relative z-10 flex size-16 items-center justify-center rounded-2xl border-2 border-neutral-200 bg-white text-neutral-700 shadow-[0_0_20px_-12px_rgb(0_0_0/0.8)] dark:border-neutral-800 dark:bg-neutral-900 dark:text-neutral-200'

export default function AnimatedBeamDemo2() {
  const containerRef = React.useRef<HTMLDivElement>(null)
  const clientRef = React.useRef<HTMLDivElement>(null)
  const serverRef = React.useRef<HTMLDivElement>(null)

  return (
    <div ref={containerRef} className="relative mx-auto flex w-full max-w-lg items-center justify-between px-10 py-16">
      <div ref={clientRef} className={node}>
        <LaptopIcon aria-hidden className="size-7" />
        <span className="sr-only">Client</span>
      </div>
      <div ref={serverRef} className={node}>
        <ServerIcon aria-hidden className="size-7" />
        <span className="sr-only">Server</span>
      </div>

      <AnimatedBeam
        containerRef={containerRef}
        fromRef={clientRef}
        toRef={serverRef}
        curvature={24}
        startYOffset={-10}
        endYOffset={-10}
        duration={3}
        gradientStartColor="#38bdf8"
        gradientStopColor="#6366f1"
      />
      <AnimatedBeam
        containerRef={containerRef}
        fromRef={clientRef}
        toRef={serverRef}
        curvature={-24}
        startYOffset={10}
        endYOffset={10}
        duration={3}
        delay={1.5}
        reverse
        gradientStartColor="#34d399"
        gradientStopColor="#10b981"
      />
    </div>
  )
}
