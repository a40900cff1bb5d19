/**
 * Dates as the catalogue and the account pages show them ('Dec 2, 2026'). In UTC, so the server's
 * rendering and the browser's agree whatever their time zones.
 */
export const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
