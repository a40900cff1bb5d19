import type * as React from 'react'
import { splitGraphemes } from '../lib/graphemes'
import { cn } from '../lib/utils'

export type KineticTextProps = Omit<React.HTMLAttributes<HTMLElement>, 'children'> & {
  /** The text to render. */
  text: string
  /** The element the text is rendered as. */
  as?: React.ElementType
  /** Classes for that element: size, tracking, colour, font. */
  className?: string
  ref?: React.Ref<HTMLElement>
}

/**
 * Every letter's styles, all in CSS. The hovered letter goes to the heaviest weight with an outline
 * of its own colour for a little more; its neighbours on either side go semi-bold, and the next
 * ones out regular, against the light weight of the rest. The hovered letter and its neighbours
 * also take a little room on either side, so the heavier letters do not crowd each other. Weights
 * and outline ease over 0.4s; with reduced motion they change at once and the spacing stays put.
 */
const LETTER = [
  'inline-block [-webkit-text-stroke-color:transparent] [-webkit-text-stroke-width:var(--kinetic-text-stroke)]',
  'transition-[font-weight,padding,-webkit-text-stroke-color,-webkit-text-stroke-width] duration-400 ease-out motion-reduce:transition-none',
  'hover:font-black hover:[-webkit-text-stroke-color:currentColor] hover:[-webkit-text-stroke-width:calc(var(--kinetic-text-stroke)*2)]',
  '[:hover+&]:font-semibold has-[+*:hover]:font-semibold',
  '[:hover+*+&]:font-normal has-[+*+*:hover]:font-normal',
  'motion-safe:hover:px-(--kinetic-text-room) motion-safe:[:hover+&]:px-(--kinetic-text-room) motion-safe:has-[+*:hover]:px-(--kinetic-text-room)',
].join(' ')

/**
 * Text whose letters swell under the pointer: the letter hovered turns heavy, and the weight falls
 * away over the two letters either side, like a wave passing through the word. Drop-in for Magic
 * UI's `KineticText`; it needs no JavaScript, so it renders from a Server Component.
 *
 * The effect is smoothest in a variable font, whose weights run continuously; other fonts step
 * between the weights they have. Words wrap as words. Screen readers read the text once, from a
 * visually hidden copy.
 */
export function KineticText({ text, as: Tag = 'h1', className, style, ...props }: KineticTextProps) {
  const words = text.split(' ')
  return (
    <Tag
      data-slot="kinetic-text"
      {...props}
      className={cn('flex flex-wrap font-light', className)}
      style={
        {
          // Both scale with the text: a twelfth of an em each side, and a hairline outline.
          '--kinetic-text-room': 'calc(1em / 12)',
          '--kinetic-text-stroke': 'calc(1em / 48)',
          ...style,
        } as React.CSSProperties
      }
    >
      <span className="sr-only">{text}</span>
      {words.map((word, wordIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a word's place is its identity; words repeat
        <span key={wordIndex} aria-hidden className="inline-flex">
          {splitGraphemes(word).map((letter, letterIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a letter's place is its identity; letters repeat
            <span key={letterIndex} data-slot="kinetic-text-letter" className={LETTER}>
              {letter}
            </span>
          ))}
          {/* An element, not bare text: a flex container drops text that is only white space. */}
          {wordIndex < words.length - 1 ? <span className="whitespace-pre"> </span> : null}
        </span>
      ))}
    </Tag>
  )
}
