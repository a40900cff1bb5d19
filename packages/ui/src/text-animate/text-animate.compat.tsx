import type { Variants } from 'motion/react'
import { TextAnimate } from './text-animate'

const wavy: Variants = {
  hidden: { opacity: 0, y: 30, rotate: 45, scale: 0.5 },
  show: (i: number) => ({ opacity: 1, y: 0, rotate: 0, scale: 1, transition: { delay: i * 0.1, duration: 0.4 } }),
  exit: (i: number) => ({ opacity: 0, y: 30, transition: { delay: i * 0.1 } }),
}

/** Text Animate as Magic UI documents it: every prop of its props table, and its examples' usage. */
export function MagicUiUsage() {
  return (
    <div className="flex flex-col gap-4">
      <TextAnimate animation="blurInUp" by="word">
        Blur in by word
      </TextAnimate>
      <TextAnimate animation="blurInUp" by="character" once>
        Blur in by character
      </TextAnimate>
      <TextAnimate animation="blurIn" as="h1">
        Blur in text
      </TextAnimate>
      <TextAnimate animation="slideUp" by="word">
        Slide up by word
      </TextAnimate>
      <TextAnimate animation="scaleUp" by="text">
        Scale up by text
      </TextAnimate>
      <TextAnimate animation="fadeIn" by="line" as="p">
        {'Fade in by line\n\nFade in by line'}
      </TextAnimate>
      <TextAnimate animation="slideLeft" by="character">
        Slide left by character
      </TextAnimate>
      <TextAnimate animation="blurInUp" by="character" delay={2}>
        Blur in by character
      </TextAnimate>
      <TextAnimate animation="blurInUp" by="character" duration={5}>
        Blur in by character
      </TextAnimate>
      <TextAnimate variants={wavy} by="character">
        Wavy Motion!
      </TextAnimate>
      <TextAnimate
        className="text-4xl"
        delay={0.5}
        duration={0.6}
        variants={wavy}
        as="span"
        by="line"
        startOnView={false}
        once={true}
        animation="scaleDown"
        segmentClassName="text-primary"
        accessible={false}
      >
        Every prop
      </TextAnimate>
      {(['fadeIn', 'blurInDown', 'slideDown', 'slideRight'] as const).map((animation) => (
        <TextAnimate key={animation} animation={animation} viewport={{ once: true }} whileHover={{ scale: 1.05 }}>
          Motion props pass through
        </TextAnimate>
      ))}
    </div>
  )
}
