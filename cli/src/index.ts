import { PRODUCT } from '@snipstack/contracts'
import { Command } from 'commander'
import packageJson from '../package.json'
import { add } from './commands/add'
import { diff } from './commands/diff'
import { init } from './commands/init'
import { list } from './commands/list'
import { mcp } from './commands/mcp'
import { search } from './commands/search'
import { view } from './commands/view'
import { currentInvocation, invocationPrefix } from './utils/invocation'

// Ctrl+C is a normal way to leave a prompt, not a crash.
process.on('SIGINT', () => process.exit(130))
process.on('SIGTERM', () => process.exit(143))

const program = new Command()
  // The usage line of --help names the CLI as it was started: `npx <url> add [options] <items...>`.
  .name(invocationPrefix(currentInvocation()))
  .description(`Add ${PRODUCT.name} components to your React + Tailwind CSS v4 project.`)
  .version(packageJson.version, '-v, --version', 'print the version')
  .addCommand(init)
  .addCommand(add)
  .addCommand(list)
  .addCommand(search)
  .addCommand(view)
  .addCommand(diff)
  .addCommand(mcp)
  .showSuggestionAfterError()

await program.parseAsync(process.argv)
