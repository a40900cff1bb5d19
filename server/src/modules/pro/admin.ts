import { PRODUCT } from '@snipstack/contracts'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { createEntitlements } from './entitlements'

export const ADMIN_USAGE = `Usage: bun run --cwd server admin <command>

Commands:
  grant-pro <email>    give the account ${PRODUCT.name} Pro: every paid snippet, template and item
  revoke-pro <email>   take Pro back from the account (what it bought on its own stays)

The database is the server's own: DATABASE_URL, or the embedded one in DATA_DIR (stop the server
first: the embedded database belongs to one process at a time).`

/** What a command printed and how it ended, so that tests read both without a process. */
export type AdminResult = { output: string; exitCode: number }

const fail = (output: string): AdminResult => ({ output, exitCode: 1 })

/** The operator's commands (`bun run --cwd server admin …`); `args` are the words after `admin`. */
export async function runAdmin(db: Db, args: readonly string[]): Promise<AdminResult> {
  const [command, email, ...rest] = args
  if (command === undefined || command === 'help' || command === '--help' || command === '-h')
    return { output: ADMIN_USAGE, exitCode: command === undefined ? 1 : 0 }
  if (command !== 'grant-pro' && command !== 'revoke-pro')
    return fail(`Unknown command "${command}".\n\n${ADMIN_USAGE}`)
  if (!email || rest.length > 0) return fail(`${command} takes one email address.\n\n${ADMIN_USAGE}`)
  const [account] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
  if (!account) return fail(`No account has the email ${email}. The account must sign up first.`)
  const entitlements = createEntitlements(db)
  if (command === 'grant-pro') {
    await entitlements.grantPro(account.id, 'admin')
    return { output: `${account.email} now has ${PRODUCT.name} Pro.`, exitCode: 0 }
  }
  const revoked = await entitlements.revokePro(account.id)
  return {
    output: revoked ? `${account.email} no longer has ${PRODUCT.name} Pro.` : `${account.email} did not have Pro.`,
    exitCode: 0,
  }
}
