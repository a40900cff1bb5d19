import { existsSync, readdirSync } from 'node:fs'
import { delimiter, dirname, join } from 'node:path'

/**
 * The Go the catalogue's checks use, one for all of them (snippet examples, the Go starter's build,
 * gofmt over the templates): the newest the machine has. Debian 12's golang-go is 1.19, older than
 * the standard library the snippets use (log/slog, errors.Join, method patterns in ServeMux, the
 * min builtin); .ci/run installs Go 1.23 from bookworm-backports as /usr/lib/go-1.23, which apt
 * does not put on PATH. Without one there, the Go on PATH.
 */
export function goBinary(): string {
  const installed = existsSync('/usr/lib')
    ? readdirSync('/usr/lib').flatMap((name) => {
        const version = /^go-1\.(\d+)$/.exec(name)
        const go = join('/usr/lib', name, 'bin', 'go')
        return version && existsSync(go) ? [{ minor: Number(version[1]), go }] : []
      })
    : []
  return installed.sort((a, b) => b.minor - a.minor)[0]?.go ?? 'go'
}

const go = goBinary()

/** That Go's gofmt: beside it, or the one on PATH when Go itself came from PATH. */
export const gofmtBinary = () => (go === 'go' ? 'gofmt' : join(dirname(go), 'gofmt'))

/**
 * How Go runs: that Go first on PATH (so a program's own `go build`, or make's, finds it too),
 * modules only from go.mod's folders, never another toolchain downloaded.
 */
export const goEnvironment = {
  PATH: go === 'go' ? (process.env.PATH ?? '') : `${dirname(go)}${delimiter}${process.env.PATH ?? ''}`,
  GOFLAGS: '-mod=mod',
  GOPROXY: 'off',
  GOTOOLCHAIN: 'local',
}
