import type { RouterState } from '@tanstack/react-router'

/**
 * True while the router loads another address than the one on screen: a catalogue's next list.
 * The router is also busy for the address on screen (while the page hydrates, or when it checks
 * its data again), and the list must not change its markup then: the server drew the cards, and
 * drawing placeholders instead would not match them.
 */
export const loadingAnotherList = (state: RouterState) =>
  state.status === 'pending' && state.location.href !== state.resolvedLocation?.href
