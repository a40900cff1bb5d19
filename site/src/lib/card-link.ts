/**
 * A list item shown as a card whose one link or button covers it all: a click anywhere on the card
 * follows it, while screen readers meet a single named control rather than a clickable box.
 */
export const linkCardClass = 'relative rounded-xl border bg-card shadow-sm transition-colors hover:border-foreground/30'
/** For the covering control: its ::after spreads over the card. */
export const coveringControlClass =
  'after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'
