/**
 * Checks that hand template files to real programs: nginx -t, python3's compiler, bash -n, the
 * TypeScript compiler with the repo's installed types, the Kubernetes models' schemas, terraform fmt,
 * kubectl kustomize, gofmt, php -l, javac's parser, rustfmt, make, and the starters' own builds and
 * tests. Each returns problems as strings, empty when all is well.
 */
import { execFile, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { copyFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { delimiter, dirname, isAbsolute, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { gofmtBinary } from '../../catalog/go-toolchain'
import { baseName, dirName } from './checks'
import type { TemplateFile } from './types'

/** The absolute path of a program on PATH, or undefined. */
export function onPath(program: string): string | undefined {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, program))
    .find((path) => existsSync(path))
}

// Every temp folder the checks make, so the test can remove them when it is done.
const tempDirs: string[] = []

/** A fresh folder in the system's temp dir, removed by removeTempDirs(). */
export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `snipstack-${prefix}-`))
  tempDirs.push(dir)
  return dir
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true })
}

/** Writes files under a fresh temp folder and returns that folder. */
export function writeTree(prefix: string, files: TemplateFile[]): string {
  const root = makeTempDir(prefix)
  for (const file of files) {
    const target = join(root, file.path)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, file.content)
  }
  return root
}

type RunOptions = { cwd?: string; input?: string; env?: Record<string, string>; timeoutMs?: number }

/** Runs a program to its end, without a shell; 30 s unless told (a build takes up to 4 minutes). */
function run(command: string, args: string[], options: RunOptions = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    const child = execFile(
      command,
      args,
      {
        cwd: options.cwd,
        env: { ...process.env, ...options.env },
        timeout: options.timeoutMs ?? 30_000,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        done({ code, stdout: String(stdout), stderr: String(stderr || (error && !stderr ? error.message : '')) })
      },
    )
    if (options.input !== undefined) child.stdin?.end(options.input)
  })
}

/** What a run printed, both streams together. */
const printedBy = (result: { stdout: string; stderr: string }) => `${result.stdout}${result.stderr}`.trim()

/** How long a starter's build, a JVM or a compiler may take on a busy machine. */
const BUILD_TIMEOUT_MS = 240_000

// ---------------------------------------------------------------------------------------------------
// nginx

/** A throwaway self-signed certificate for configs that name TLS files; openssl makes it once. */
export function makeSelfSignedCert(): { cert: string; key: string } {
  const dir = makeTempDir('cert')
  const cert = join(dir, 'cert.pem')
  const key = join(dir, 'key.pem')
  const real = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=example.com',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  )
  if (real.error) throw new Error(`openssl could not be started: ${real.error.message}`)
  if (real.status !== 0) throw new Error(`openssl failed: ${real.stderr}`)
  return { cert, key }
}

/** nginx on PATH, or where Debian installs it (/usr/sbin, often missing from a user's PATH). */
export const nginxBinary = () =>
  onPath('nginx') ?? ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((path) => existsSync(path))

export const nginxMissing =
  'nginx is not installed: the nginx checks need it (Debian/Ubuntu: apt-get install -y nginx-light)'

/**
 * Rewrites the paths a config names on the real machine (logs, caches, pid, certificates) into the
 * temp dir, so `nginx -t` passes as root or not, and adds temp paths when the config sets none.
 */
export function sandboxNginxConfig(content: string, tmp: string, tls: { cert: string; key: string }): string {
  let out = content
    .replaceAll('/var/log/nginx/', `${tmp}/logs/`)
    .replaceAll('/var/cache/nginx/', `${tmp}/cache/`)
    .replaceAll('/var/lib/nginx/', `${tmp}/lib/`)
    .replace(/\b(pid\s+)\S+;/g, `$1${tmp}/nginx.pid;`)
    .replace(/\b(ssl_certificate|ssl_trusted_certificate)\s+\S+;/g, `$1 ${tls.cert};`)
    .replace(/\bssl_certificate_key\s+\S+;/g, `ssl_certificate_key ${tls.key};`)
  if (/^\s*http\s*\{/m.test(out) && !/client_body_temp_path/.test(out)) {
    const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((kind) => `  ${kind}_temp_path ${tmp}/temp/${kind};`)
      .join('\n')
    out = out.replace(/^(\s*http\s*\{)/m, `$1\n${temps}`)
  }
  return out
}

export type NginxResult = { errors: string[]; checkedFiles: string[] }

/**
 * Runs `nginx -T` (test and dump) on every `nginx.conf` of a template, then on each .conf file no main
 * config included, wrapped in a minimal main config. Returns the problems and the template paths that
 * nginx read, so the caller can tell that every .conf file was seen.
 */
export async function checkNginxTemplate(
  slug: string,
  files: TemplateFile[],
  tls: { cert: string; key: string },
): Promise<NginxResult> {
  const nginx = nginxBinary()
  if (!nginx) return { errors: [nginxMissing], checkedFiles: [] }
  const tmp = makeTempDir(`nginx-${slug}`)
  for (const sub of ['logs', 'cache', 'lib', 'temp']) mkdirSync(join(tmp, sub), { recursive: true })
  const site = join(tmp, 'site')
  for (const file of files) {
    const target = join(site, file.path)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, file.path.endsWith('.conf') ? sandboxNginxConfig(file.content, tmp, tls) : file.content)
  }
  const errors: string[] = []
  const checked = new Set<string>()
  const test = async (configPath: string, label: string) => {
    const confDir = dirname(configPath)
    if (!existsSync(join(confDir, 'mime.types'))) await copyFile('/etc/nginx/mime.types', join(confDir, 'mime.types'))
    const result = await run(nginx, ['-T', '-q', '-p', `${tmp}/`, '-e', join(tmp, 'logs/error.log'), '-c', configPath])
    if (result.code !== 0) {
      errors.push(`${label}: ${(result.stderr || result.stdout).trim().replaceAll(site, '.')}`)
      return
    }
    for (const m of result.stdout.matchAll(/^# configuration file (.+):$/gm)) {
      const path = relative(site, m[1] ?? '')
      if (!path.startsWith('..')) checked.add(path)
    }
  }
  const mains = files.filter((f) => baseName(f.path) === 'nginx.conf')
  for (const main of mains) await test(join(site, main.path), main.path)
  for (const file of files.filter((f) => f.path.endsWith('.conf') && !checked.has(f.path))) {
    if (mains.length > 0 && errors.length > 0) break // its main config failed already
    const wrapperDir = join(tmp, 'wrap', dirName(file.path))
    mkdirSync(wrapperDir, { recursive: true })
    const wrapper = join(wrapperDir, 'nginx.conf')
    writeFileSync(
      wrapper,
      sandboxNginxConfig(
        `pid ${tmp}/wrap.pid;\nevents {}\nhttp {\n  include mime.types;\n  include ${join(site, file.path)};\n}\n`,
        tmp,
        tls,
      ),
    )
    await test(wrapper, `${file.path} (in a minimal http block)`)
  }
  return { errors, checkedFiles: [...checked] }
}

// ---------------------------------------------------------------------------------------------------
// python3, bash

/** Compiles every Python file in one python3 process; returns a map from key to error (null when fine). */
export function pythonErrors(items: { key: string; code: string }[]): Map<string, string | null> {
  const script = [
    'import ast, json, sys',
    'results = []',
    'for item in json.load(sys.stdin):',
    '    try:',
    '        tree = ast.parse(item["code"], filename=item["key"])',
    '        compile(tree, item["key"], "exec", dont_inherit=True)',
    '        results.append({"key": item["key"], "error": None})',
    '    except SyntaxError as exc:',
    '        results.append({"key": item["key"], "error": f"line {exc.lineno}: {exc.msg}"})',
    'json.dump(results, sys.stdout)',
  ].join('\n')
  const run = spawnSync('python3', ['-c', script], { input: JSON.stringify(items), encoding: 'utf8' })
  if (run.error) throw new Error(`python3 could not be started: ${run.error.message}`)
  if (run.status !== 0) throw new Error(`python3 exited with ${run.status}: ${run.stderr}`)
  const parsed = JSON.parse(run.stdout) as { key: string; error: string | null }[]
  return new Map(parsed.map((r) => [r.key, r.error]))
}

/** `bash -n` (and `sh -n` for #!/bin/sh scripts, which on Debian is dash); scripts need a shebang. */
export function shellErrors(code: string): string[] {
  const problems: string[] = []
  const shebang = /^#!(\S+)(?: (\S+))?/.exec(code)
  if (!shebang) problems.push('no shebang line')
  const interpreters = ['bash']
  if (shebang?.[1] === '/bin/sh' || shebang?.[2] === 'sh') interpreters.push('sh')
  for (const shell of interpreters) {
    const result = spawnSync(shell, ['-n'], { input: code, encoding: 'utf8' })
    if (result.error) throw new Error(`${shell} could not be started: ${result.error.message}`)
    if (result.status !== 0) problems.push(`${shell} -n: ${result.stderr.trim()}`)
  }
  return problems
}

// ---------------------------------------------------------------------------------------------------
// terraform, kubectl, gofmt (used when they are on PATH)

/** `terraform fmt -check` over a tree: the .tf files it would reformat (relative paths). */
export async function terraformUnformatted(root: string): Promise<string[]> {
  const terraform = onPath('terraform')
  if (!terraform) return []
  const result = await run(terraform, ['fmt', '-check', '-recursive', '-list=true', '-no-color', root])
  if (result.code === 0) return []
  const listed = result.stdout.split('\n').filter(Boolean)
  return listed.length > 0 ? listed.map((p) => relative(root, resolve(root, p))) : [result.stderr.trim()]
}

/** `kubectl kustomize <dir>`: the rendered YAML, or the error. */
export async function kustomizeBuild(dir: string): Promise<{ yaml: string; error: string | null }> {
  const kubectl = onPath('kubectl')
  if (!kubectl) return { yaml: '', error: null }
  const result = await run(kubectl, ['kustomize', dir])
  return result.code === 0 ? { yaml: result.stdout, error: null } : { yaml: '', error: result.stderr.trim() }
}

/** `gofmt -l` over a tree: the Go files gofmt would change, or its syntax errors. */
export async function gofmtProblems(root: string): Promise<string[]> {
  // The same Go as the starter's build and the snippets' examples (catalog/go-toolchain.ts).
  const named = gofmtBinary()
  const gofmt = isAbsolute(named) ? named : onPath(named)
  if (!gofmt) return []
  const result = await run(gofmt, ['-l', '-e', root])
  const problems = result.stdout
    .split('\n')
    .filter(Boolean)
    .map((p) => `${relative(root, p)}: not gofmt-formatted`)
  if (result.code !== 0) problems.push(result.stderr.trim())
  return problems
}

// ---------------------------------------------------------------------------------------------------
// TypeScript with real types

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..')

/**
 * Parsed library files (lib.dom.d.ts, @types/react...) shared by every program the checks create:
 * parsing them is most of a program's cost, and they do not change during a test run.
 */
const sharedSourceFiles = new Map<string, ts.SourceFile>()
function cachedGetSourceFile(original: ts.CompilerHost['getSourceFile']): ts.CompilerHost['getSourceFile'] {
  return (name, language, onError, shouldCreate) => {
    const target = typeof language === 'object' ? language.languageVersion : language
    const key = `${target}:${typeof language === 'object' ? language.impliedNodeFormat : ''}:${name}`
    const cached = sharedSourceFiles.get(key)
    if (cached) return cached
    const file = original(name, language, onError, shouldCreate)
    if (file) sharedSourceFiles.set(key, file)
    return file
  }
}

/**
 * Type-checks a starter's TypeScript as a project, with the types the monorepo has installed: its
 * files are laid out (in memory only) under `home` (a workspace folder such as `site` or `server`), so
 * imports of react, vite, elysia or @types/bun resolve from that workspace's node_modules the way
 * they would from the starter's own. Compiler options come from the starter's tsconfig.json.
 */
export function typeCheckProject(slug: string, home: string, files: TemplateFile[]): string[] {
  const root = join(repoRoot, home, '.template-check', slug)
  const virtual = new Map(files.map((f) => [join(root, f.path), f.content]))
  const tsconfig = files.find((f) => f.path === 'tsconfig.json')
  if (!tsconfig) return ['no tsconfig.json']
  const parsed = ts.parseConfigFileTextToJson(join(root, 'tsconfig.json'), tsconfig.content)
  if (parsed.error) return [ts.flattenDiagnosticMessageText(parsed.error.messageText, '\n')]
  const converted = ts.convertCompilerOptionsFromJson(parsed.config?.compilerOptions ?? {}, root)
  if (converted.errors.length > 0) {
    return converted.errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
  }
  const options: ts.CompilerOptions = { ...converted.options, noEmit: true, skipLibCheck: true }
  const host = ts.createCompilerHost(options)
  host.getSourceFile = cachedGetSourceFile(host.getSourceFile)
  const isVirtualDir = (dir: string) => [...virtual.keys()].some((p) => p.startsWith(`${dir}/`))
  const { fileExists, readFile, directoryExists, getSourceFile, realpath } = host
  host.getCurrentDirectory = () => root
  host.fileExists = (name) => virtual.has(name) || (!name.startsWith(`${root}/`) && fileExists(name))
  host.readFile = (name) => virtual.get(name) ?? (name.startsWith(`${root}/`) ? undefined : readFile(name))
  host.directoryExists = (dir) => isVirtualDir(dir) || (directoryExists?.(dir) ?? false)
  host.realpath = (name) => (virtual.has(name) || isVirtualDir(name) ? name : (realpath?.(name) ?? name))
  host.getSourceFile = (name, language, onError, shouldCreate) => {
    const code = virtual.get(name)
    return code !== undefined
      ? ts.createSourceFile(name, code, language, true)
      : getSourceFile(name, language, onError, shouldCreate)
  }
  const scripts = options.allowJs ? /\.(ts|tsx|mts|js|mjs)$/ : /\.(ts|tsx|mts)$/
  const rootNames = [...virtual.keys()].filter((p) => scripts.test(p) && !p.endsWith('.d.ts'))
  const program = ts.createProgram({ rootNames, options, host })
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file
      ? `${relative(root, d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
      : slug
    return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`
  })
}

// ---------------------------------------------------------------------------------------------------
// Kubernetes

export type Manifest = { label: string; doc: Record<string, unknown> }

/**
 * The kubernetes-models package for each custom resource's API group (the exact group, or any
 * subdomain of it): the core package covers the built-in groups only.
 */
const crdModelPackages: [group: string, pkg: string][] = [
  ['argoproj.io', '@kubernetes-models/argo-cd'],
  ['toolkit.fluxcd.io', '@kubernetes-models/flux-cd'],
  ['cert-manager.io', '@kubernetes-models/cert-manager'],
  ['gateway.networking.k8s.io', '@kubernetes-models/gateway-api'],
  ['gateway.networking.x-k8s.io', '@kubernetes-models/gateway-api'],
  ['keda.sh', '@kubernetes-models/keda'],
]

/**
 * The kubernetes-models module for an object, e.g. `kubernetes-models/apps/v1/Deployment` or
 * `@kubernetes-models/flux-cd/helm.toolkit.fluxcd.io/v2/HelmRelease`.
 */
export const kubernetesModelPath = (apiVersion: string, kind: string) => {
  const group = apiVersion.includes('/') ? apiVersion.slice(0, apiVersion.indexOf('/')) : ''
  const pkg = crdModelPackages.find(([g]) => group === g || group.endsWith(`.${g}`))?.[1] ?? 'kubernetes-models'
  return `${pkg}/${apiVersion}/${kind}`
}

/**
 * Validates Kubernetes objects against the official OpenAPI schemas, twice over:
 * - at run time with the model's `validate()` (kubernetes-models ships the schemas compiled by ajv):
 *   required fields, types, enums, formats;
 * - at compile time by assigning each object, as a literal, to the model's TypeScript interface: the
 *   compiler's excess-property check rejects unknown or misspelt fields, which the schemas allow.
 */
export async function kubernetesErrors(manifests: Manifest[]): Promise<Map<string, string[]>> {
  const problems = new Map<string, string[]>(manifests.map((m) => [m.label, []]))
  const add = (label: string, problem: string) => problems.get(label)?.push(problem)
  const typed: { label: string; index: number; typeName: string; path: string }[] = []
  for (const [index, { label, doc }] of manifests.entries()) {
    const { apiVersion, kind } = doc
    if (typeof apiVersion !== 'string' || typeof kind !== 'string') {
      add(label, 'no apiVersion or kind')
      continue
    }
    const path = kubernetesModelPath(apiVersion, kind)
    let model: (new (data: unknown) => { validate(): void }) | undefined
    try {
      const mod = (await import(/* @vite-ignore */ path)) as Record<string, new (data: unknown) => { validate(): void }>
      model = mod[kind]
    } catch {
      model = undefined
    }
    if (!model) {
      add(label, `no Kubernetes schema for ${apiVersion} ${kind}`)
      continue
    }
    try {
      new model(doc).validate()
    } catch (error) {
      add(label, error instanceof Error ? error.message : String(error))
    }
    typed.push({ label, index, typeName: `I${kind}`, path })
  }
  if (typed.length === 0) return problems
  // One program for every object keeps the compiler's start-up cost to one.
  const file = join(repoRoot, 'server', '.template-check', 'kubernetes-manifests.ts')
  const lines: string[] = []
  for (const [i, t] of typed.entries()) lines.push(`import type { ${t.typeName} as T${i} } from '${t.path}'`)
  // starts[i] is the 0-based line where the literal of object i begins.
  const starts: number[] = []
  let lineCount = lines.length
  for (const [i, t] of typed.entries()) {
    starts.push(lineCount)
    const literal = `export const m${i}: T${i} = ${JSON.stringify(manifests[t.index]?.doc, null, 1)}`
    lines.push(literal)
    lineCount += literal.split('\n').length
  }
  const code = `${lines.join('\n')}\n`
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    types: [],
  }
  const host = ts.createCompilerHost(options)
  host.getSourceFile = cachedGetSourceFile(host.getSourceFile)
  const { getSourceFile, fileExists } = host
  host.fileExists = (name) => name === file || fileExists(name)
  host.getSourceFile = (name, language, ...rest) =>
    name === file ? ts.createSourceFile(name, code, language, true) : getSourceFile(name, language, ...rest)
  const program = ts.createProgram({ rootNames: [file], options, host })
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const line = d.file?.getLineAndCharacterOfPosition(d.start ?? 0).line ?? 0
    let owner = -1
    for (const [i, start] of starts.entries()) {
      if (start <= line) owner = i
    }
    const target = typed[owner]
    const message = ts.flattenDiagnosticMessageText(d.messageText, ' ')
    if (target) add(target.label, `schema: ${message}`)
    else for (const t of typed) add(t.label, `import: ${message}`)
  }
  return problems
}

// ---------------------------------------------------------------------------------------------------
// PHP, Java, Rust and make: the starters' languages (each check runs where its tool is installed)

/** `php -l` on each PHP file (it reads only the first file it is given); problems by path. */
export async function phpLintErrors(files: TemplateFile[]): Promise<Map<string, string[]>> {
  const root = writeTree('php', files)
  const results = await Promise.all(
    files.map(async (file) => {
      const result = await run('php', ['-n', '-l', file.path], { cwd: root, timeoutMs: BUILD_TIMEOUT_MS })
      const message = printedBy(result)
        .replace(/^No syntax errors detected in .*$/m, '')
        .trim()
      return [file.path, result.code === 0 ? [] : [message || `php -l exited with ${result.code}`]] as const
    }),
  )
  return new Map(results.map(([path, problems]) => [path, [...problems]]))
}

/**
 * A Java file that parses the files named on its command line with javac's own parser (the
 * compiler API's JavacTask.parse) and prints `file:line: message` for each syntax error. It does
 * not resolve imports, so it checks code whose libraries are not installed (Spring, JUnit).
 */
const javaSyntaxChecker = `
import com.sun.source.util.JavacTask;
import java.util.List;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

public class JavaSyntax {
    public static void main(String[] args) throws Exception {
        var compiler = ToolProvider.getSystemJavaCompiler();
        var diagnostics = new DiagnosticCollector<JavaFileObject>();
        try (StandardJavaFileManager files = compiler.getStandardFileManager(diagnostics, null, null)) {
            var task = (JavacTask) compiler.getTask(null, files, diagnostics, List.of("-proc:none"), null,
                    files.getJavaFileObjectsFromStrings(List.of(args)));
            task.parse();
        }
        int errors = 0;
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() != Diagnostic.Kind.ERROR) continue;
            errors++;
            System.out.println(d.getSource().getName() + ":" + d.getLineNumber() + ": " + d.getMessage(null));
        }
        System.exit(errors == 0 ? 0 : 1);
    }
}
`

/** Parses every Java file in one JVM; problems by path (relative to the files given). */
export async function javaSyntaxErrors(files: TemplateFile[]): Promise<Map<string, string[]>> {
  const problems = new Map<string, string[]>(files.map((f) => [f.path, []]))
  if (files.length === 0) return problems
  const root = writeTree('java', files)
  const checker = join(makeTempDir('java-syntax'), 'JavaSyntax.java')
  writeFileSync(checker, javaSyntaxChecker)
  const result = await run('java', [checker, ...files.map((f) => f.path)], { cwd: root, timeoutMs: BUILD_TIMEOUT_MS })
  if (result.code === 0) return problems
  let matched = false
  for (const line of printedBy(result).split('\n')) {
    const m = /^(.+?):(\d+): (.*)$/.exec(line)
    const path = m?.[1] ? relative(root, resolve(root, m[1])) : undefined
    if (path && problems.has(path)) {
      problems.get(path)?.push(`line ${m?.[2]}: ${m?.[3]}`)
      matched = true
    }
  }
  if (!matched) for (const list of problems.values()) list.push(`the Java parser failed: ${printedBy(result)}`)
  return problems
}

/** The `edition` a Cargo.toml sets, for rustfmt; Cargo's own default when it sets none. */
export function cargoEdition(cargoToml: string | undefined): string {
  return /^edition\s*=\s*"(\d{4})"/m.exec(cargoToml ?? '')?.[1] ?? '2015'
}

/**
 * `rustfmt --check` over a crate's .rs files: rustfmt parses each file with rustc's parser, so
 * a syntax error fails here, and so does code that is not rustfmt-formatted. Needs no crates,
 * so it also checks code whose dependencies cannot be downloaded.
 */
export async function rustfmtProblems(files: TemplateFile[], edition: string): Promise<string[]> {
  const rust = files.filter((f) => f.path.endsWith('.rs'))
  if (rust.length === 0) return []
  const root = writeTree('rustfmt', files)
  const result = await run('rustfmt', ['--check', '--edition', edition, ...rust.map((f) => f.path)], {
    cwd: root,
    timeoutMs: BUILD_TIMEOUT_MS,
  })
  return result.code === 0 ? [] : [printedBy(result).replaceAll(`${root}/`, '')]
}

/** Whether an installed rustfmt reads `edition` (2024 needs the rustfmt of Rust 1.85 or later). */
export async function rustfmtKnowsEdition(edition: string): Promise<boolean> {
  if (!onPath('rustfmt')) return false
  const root = writeTree('rustfmt-probe', [{ path: 'lib.rs', content: 'pub fn probe() {}\n' }])
  return (
    (await run('rustfmt', ['--check', '--edition', edition, 'lib.rs'], { cwd: root, timeoutMs: BUILD_TIMEOUT_MS }))
      .code === 0
  )
}

/**
 * `make -n` of a target that does nothing, in the folder of the Makefile: make reads and checks
 * the whole file (missing separators, unterminated conditionals, bad functions) and runs no recipe.
 */
export async function makeProblems(files: TemplateFile[], makefilePath: string): Promise<string[]> {
  const root = writeTree('make', files)
  const target = '__snipstack_parse_only'
  const result = await run('make', ['-n', '-f', baseName(makefilePath), `--eval=${target}:`, target], {
    cwd: join(root, dirName(makefilePath)),
    timeoutMs: BUILD_TIMEOUT_MS,
  })
  return result.code === 0 ? [] : [printedBy(result).replaceAll(`${root}/`, '')]
}

/** What a starter needs to build and run its own tests offline, and how. */
export type StarterBuild = {
  /** Programs that must be on PATH; the build is skipped, saying which, where one is missing. */
  tools: string[]
  /** PHP extensions the tests load, checked with `php -m`. */
  phpExtensions?: string[]
  /** The lowest `cargo` release that reads the crate (edition 2024 needs 1.85). */
  minCargo?: number
  /** Environment variables the steps need besides the machine's (which Go, say). */
  env?: Record<string, string>
  steps: string[][]
}

/** Why a starter's build cannot run on this machine, or null when it can. */
export async function starterBuildMissing(build: StarterBuild): Promise<string | null> {
  const missing = build.tools.filter((tool) => !onPath(tool))
  if (missing.length > 0) return `not installed: ${missing.join(', ')}`
  if (build.phpExtensions?.length) {
    const loaded = printedBy(await run('php', ['-m']))
      .toLowerCase()
      .split('\n')
    const absent = build.phpExtensions.filter((ext) => !loaded.includes(ext.toLowerCase()))
    if (absent.length > 0) return `PHP extensions not loaded: ${absent.join(', ')}`
  }
  if (build.minCargo !== undefined) {
    const version = /cargo 1\.(\d+)\./.exec(printedBy(await run('cargo', ['--version'])))?.[1]
    if (!version || Number(version) < build.minCargo) return `cargo 1.${build.minCargo} or later is needed`
  }
  return null
}

/**
 * Builds a starter and runs its own tests in a copy of its files, one step after the other:
 * the output of the first step that fails, or null when all pass.
 */
export async function runStarterBuild(
  slug: string,
  files: TemplateFile[],
  build: StarterBuild,
): Promise<string | null> {
  const root = writeTree(`build-${slug}`, files)
  for (const [command, ...args] of build.steps) {
    if (!command) continue
    const result = await run(command, args, { cwd: root, env: build.env, timeoutMs: BUILD_TIMEOUT_MS })
    if (result.code !== 0) return `${[command, ...args].join(' ')} exited with ${result.code}:\n${printedBy(result)}`
  }
  return null
}
