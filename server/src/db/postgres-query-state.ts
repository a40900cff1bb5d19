/**
 * postgres.js has no public way to ask whether a query has been sent yet: its typings and README
 * offer `cancel()`, not the query's progress. The deadline in client.ts needs to know, so this
 * reads a field of the library's own Query object, checked against the version below
 * (server/package.json pins it exactly). postgres-query-state.test.ts fails once another version
 * is installed; postgres-query-state.int.test.ts checks on a real server that the field still
 * means what this assumes.
 */
export const POSTGRES_JS_VERSION_CHECKED = '3.4.9'

/**
 * Whether postgres.js still holds the query in its pool's queue, not yet sent on a connection
 * (it sets `state` to the connection's backend when it sends it, src/connection.js `execute`).
 * Only such a query is safe to cancel: cancelling one that waits in a connection's pipeline
 * makes postgres.js 3.4.9 hand the answers it still receives to the queries behind it, other
 * requests' queries. Anything other than null means "sent".
 */
export function waitingForConnection(query: object): boolean {
  return (query as { state?: unknown }).state === null
}
