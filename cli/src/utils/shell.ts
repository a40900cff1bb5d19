/** Characters a POSIX shell reads literally, unquoted. */
const PLAIN = /^[\w@%+=:,./-]+$/

/**
 * One argument as a POSIX shell (sh, bash, zsh) reads it back unchanged: as it is when it holds
 * only plain characters, else in single quotes, inside which nothing is special but the quote.
 * PowerShell reads single quotes the same way but doubles a quote inside them; cmd.exe has no
 * quoting that stops `%` and `^`. The item names that reach a command are kebab-case and need no
 * quotes in any shell, so the one argument that may, the registry URL, is the only difference.
 */
export function shellQuote(argument: string): string {
  if (PLAIN.test(argument)) return argument
  return `'${argument.replaceAll("'", `'\\''`)}'`
}

/** Arguments joined into one command line for a POSIX shell. */
export const shellArgs = (args: string[]) => args.map(shellQuote).join(' ')
