/**
 * A shell command cut where a line may break besides its spaces: after each `/` that ends a part of
 * a URL's path (not inside `://`), so a long URL wraps between its parts rather than inside a word.
 * Joined, the parts are the command again.
 */
export function commandParts(command: string): string[] {
  return command.split(/(?<=[^/]\/)(?!\/)/).filter(Boolean)
}
