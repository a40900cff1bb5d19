import { config } from 'zod'

/**
 * Pages are served with a CSP that forbids eval, so zod's compiled parsers can never run in the
 * browser, and its probe for them (`Function('')`) is itself reported as a CSP violation. The
 * client calls this before anything parses; the server keeps them, as it has no such policy.
 * A module of its own, so the client's entry does not take the contracts' schemas with it.
 */
export function parseWithoutEval() {
  config({ jitless: true })
}
