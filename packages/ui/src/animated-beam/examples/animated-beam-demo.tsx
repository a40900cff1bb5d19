'use client'

import {
  CloudIcon,
  DatabaseIcon,
  FileTextIcon,
  type LucideIcon,
  MailIcon,
  MessageSquareIcon,
  SparklesIcon,
  WebhookIcon,
} from 'lucide-react'
import * as React from 'react'
import { cn } from '../../lib/utils'
import { AnimatedBeam } from '../animated-beam'

function Circle({
  ref,
  icon: Icon,
  label,
  className,
}: {
  ref: React.Ref<HTMLDivElement>
  icon: LucideIcon
  label: string
  className?: string
}) {
  return (
    <div
      ref={ref}
      title={label}
      className={cn(
        'relative z-10 flex size-12 items-center justify-center rounded-full border-2 p-3',
        'border-neutral-200 bg-white text-neutral-700 shadow-[0_0_20px_-12px_rgb(0_0_0/0.8)]',
        'dark:border-neutral-800 dark:bg-neutral-900 dark:text-neutral-200',
        className,
      )}
    >
      <Icon aria-hidden className="size-5" />
      <span className="sr-only">{label}</span>
    </div>
  )
}

export default function AnimatedBeamDemo() {
  const containerRef = React.useRef<HTMLDivElement>(null)
  const hubRef = React.useRef<HTMLDivElement>(null)
  const mailRef = React.useRef<HTMLDivElement>(null)
  const chatRef = React.useRef<HTMLDivElement>(null)
  const docsRef = React.useRef<HTMLDivElement>(null)
  const databaseRef = React.useRef<HTMLDivElement>(null)
  const cloudRef = React.useRef<HTMLDivElement>(null)
  const webhookRef = React.useRef<HTMLDivElement>(null)

  return (
    <div
      ref={containerRef}
      className="relative mx-auto flex h-80 w-full max-w-2xl items-center justify-center overflow-hidden p-10"
    >
      <div className="flex size-full max-w-lg flex-row items-stretch justify-between gap-10">
        <div className="flex flex-col justify-between">
          <Circle ref={mailRef} icon={MailIcon} label="Email" />
          <Circle ref={chatRef} icon={MessageSquareIcon} label="Chat" />
          <Circle ref={docsRef} icon={FileTextIcon} label="Documents" />
        </div>
        <div className="flex flex-col justify-center">
          <Circle
            ref={hubRef}
            icon={SparklesIcon}
            label="Assistant"
            className="size-16 border-violet-200 text-violet-600 dark:border-violet-900 dark:text-violet-300"
          />
        </div>
        <div className="flex flex-col justify-between">
          <Circle ref={databaseRef} icon={DatabaseIcon} label="Database" />
          <Circle ref={cloudRef} icon={CloudIcon} label="Cloud storage" />
          <Circle ref={webhookRef} icon={WebhookIcon} label="Webhooks" />
        </div>
      </div>

      <AnimatedBeam containerRef={containerRef} fromRef={mailRef} toRef={hubRef} curvature={-60} endYOffset={-8} />
      <AnimatedBeam containerRef={containerRef} fromRef={chatRef} toRef={hubRef} delay={0.4} />
      <AnimatedBeam
        containerRef={containerRef}
        fromRef={docsRef}
        toRef={hubRef}
        curvature={60}
        endYOffset={8}
        delay={0.8}
      />
      <AnimatedBeam
        containerRef={containerRef}
        fromRef={databaseRef}
        toRef={hubRef}
        curvature={-60}
        endYOffset={-8}
        delay={0.2}
      />
      <AnimatedBeam containerRef={containerRef} fromRef={cloudRef} toRef={hubRef} delay={0.6} />
      <AnimatedBeam
        containerRef={containerRef}
        fromRef={webhookRef}
        toRef={hubRef}
        curvature={60}
        endYOffset={8}
        delay={1}
      />
      <span className="sr-only">
        Email, chat and documents flow into the assistant, which syncs with a database, cloud storage and webhooks.
      </span>
    </div>
  )
}
