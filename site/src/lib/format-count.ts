const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })

/** 950, 1.2K, 34K, 1.5M: short enough for a card, the same on server and browser. */
export const formatCount = (n: number) => compact.format(n)
