/**
 * The checks content.int.test.ts runs over every template file, as plain functions that return a list of
 * problems (empty when the input is fine), so each one can also be fed broken input. The checks that
 * start other programs (nginx, python3, bash, terraform...) live in tools.ts.
 */
import { DockerfileParser } from 'dockerfile-ast'
import { validate as validateDockerfile } from 'dockerfile-utils'
import { XMLValidator } from 'fast-xml-parser'
import * as parse5 from 'parse5'
import postcss from 'postcss'
import { parse as parseToml } from 'smol-toml'
import { parseAllDocuments } from 'yaml'
import { baseName, helmChartDirOf, isRecord, yamlDocuments } from './shapes'
import type { TemplateFile, TemplateSeed } from './types'

export { baseName, dirName, helmChartDirOf, isRecord, yamlDocuments } from './shapes'

/** Every kind of file a template may hold; each has a check of its own in content.int.test.ts. */
export type FileKind =
  | 'json'
  | 'yaml'
  | 'helm-template'
  | 'dockerfile'
  | 'nginx'
  | 'hcl'
  | 'typescript'
  | 'javascript'
  | 'python'
  | 'go'
  | 'go-mod'
  | 'shell'
  | 'toml'
  | 'markdown'
  | 'plain'
  | 'html'
  | 'css'
  | 'sql'
  | 'rust'
  | 'php'
  | 'java'
  | 'xml'
  | 'makefile'

// Dotfiles and other plain-text files that have no extension worth dispatching on.
const plainNames = new Set(['.dockerignore', '.gitignore', '.helmignore', '.env.example', '.nvmrc', '.python-version'])

const byExtension: Record<string, FileKind> = {
  json: 'json',
  yaml: 'yaml',
  yml: 'yaml',
  conf: 'nginx',
  tf: 'hcl',
  ts: 'typescript',
  tsx: 'typescript',
  js: 'javascript',
  mjs: 'javascript',
  py: 'python',
  go: 'go',
  sh: 'shell',
  toml: 'toml',
  md: 'markdown',
  txt: 'plain',
  html: 'html',
  css: 'css',
  sql: 'sql',
  rs: 'rust',
  php: 'php',
  java: 'java',
  xml: 'xml',
  mk: 'makefile',
}

/** The check a file gets, from its name and place; null means no check knows it (a test fails on that). */
export function fileKind(path: string, allPaths: string[]): FileKind | null {
  const name = baseName(path)
  if (helmChartDirOf(path, allPaths) !== null) return 'helm-template'
  if (name === 'Dockerfile' || name.startsWith('Dockerfile.') || name.endsWith('.Dockerfile')) return 'dockerfile'
  if (name === 'go.mod') return 'go-mod'
  if (plainNames.has(name)) return 'plain'
  if (name === 'Makefile' || name === 'GNUmakefile') return 'makefile'
  // Cargo writes its lock file in TOML; `.xml.dist` is the committed default of an XML config
  // (phpunit.xml.dist).
  if (name === 'Cargo.lock') return 'toml'
  if (name.endsWith('.xml.dist')) return 'xml'
  const dot = name.lastIndexOf('.')
  if (dot <= 0) return null
  return byExtension[name.slice(dot + 1)] ?? null
}

/** Line hygiene every file must have: LF endings, one final newline, no trailing blanks, tabs only where the format wants them. */
export function textHygieneErrors(file: TemplateFile, tabsAllowed: boolean): string[] {
  const problems: string[] = []
  const { path, content } = file
  if (content.length === 0) problems.push(`${path}: empty file`)
  if (content.includes('\r')) problems.push(`${path}: CR line endings`)
  if (!content.endsWith('\n')) problems.push(`${path}: no newline at the end`)
  if (content.endsWith('\n\n')) problems.push(`${path}: blank lines at the end`)
  content.split('\n').forEach((line, i) => {
    if (/[ \t]+$/.test(line)) problems.push(`${path}:${i + 1}: trailing whitespace`)
    if (!tabsAllowed && line.includes('\t')) problems.push(`${path}:${i + 1}: tab character`)
  })
  return problems
}

/** Template paths: relative POSIX paths, no `..`, no empty segments, unique in the template. */
export function pathErrors(paths: string[]): string[] {
  const problems: string[] = []
  const seen = new Set<string>()
  for (const path of paths) {
    if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) problems.push(`${path}: absolute path`)
    if (path.includes('\\')) problems.push(`${path}: backslash in path`)
    if (path.split('/').some((segment) => segment === '..' || segment === '.' || segment === '')) {
      problems.push(`${path}: empty, . or .. segment`)
    }
    if (path.toLowerCase() === 'readme.md') problems.push(`${path}: README.md is made from the readme field`)
    if (seen.has(path)) problems.push(`${path}: used twice`)
    seen.add(path)
  }
  return problems
}

/** The Markdown outside fenced code blocks, and the fenced blocks' info strings. */
export function splitMarkdown(markdown: string): { prose: string; fenceInfos: string[]; unclosed: boolean } {
  const prose: string[] = []
  const fenceInfos: string[] = []
  let inFence = false
  for (const line of markdown.split('\n')) {
    const fence = /^\s*```(.*)$/.exec(line)
    if (fence) {
      if (!inFence) fenceInfos.push((fence[1] ?? '').trim())
      inFence = !inFence
    } else if (!inFence) {
      prose.push(line)
    }
  }
  return { prose: prose.join('\n'), fenceInfos, unclosed: inFence }
}

/** Markdown without raw HTML, with closed fences that name their language. */
export function markdownErrors(markdown: string): string[] {
  const problems: string[] = []
  const { prose, fenceInfos, unclosed } = splitMarkdown(markdown)
  if (unclosed) problems.push('unclosed code fence')
  for (const info of fenceInfos) if (!/^[a-z0-9]+$/.test(info)) problems.push(`fence without a language: "${info}"`)
  // Inline code may show a tag (`<script>`), so it is taken out before looking for HTML.
  const withoutInlineCode = prose.replace(/`[^`\n]*`/g, '')
  const tag = /<\/?[A-Za-z!][^>]*>/.exec(withoutInlineCode)
  if (tag) problems.push(`raw HTML: ${tag[0]}`)
  return problems
}

/** A template's README: Markdown rules plus an intro, a `## Usage` section and at least one fenced block. */
export function readmeErrors(readme: string): string[] {
  const problems = markdownErrors(readme)
  const { prose, fenceInfos } = splitMarkdown(readme)
  if (!/^## Usage$/m.test(prose)) problems.push('no "## Usage" heading')
  if (fenceInfos.length === 0) problems.push('no fenced code block')
  if (/^# /m.test(prose)) problems.push('a level-1 heading (the page shows the name)')
  const intro = prose.split(/^## /m)[0]?.trim() ?? ''
  if (intro.length < 60) problems.push('no intro paragraph before the first section')
  return problems
}

export function jsonErrors(content: string): string[] {
  try {
    JSON.parse(content)
    return []
  } catch (error) {
    return [String(error)]
  }
}

export function yamlErrors(content: string): string[] {
  const docs = parseAllDocuments(content)
  if (!Array.isArray(docs)) return ['the stream holds no document']
  const problems = docs.flatMap((doc) => [...doc.errors, ...doc.warnings].map((e) => e.message))
  if (docs.some((doc) => doc.contents === null)) problems.push('a document is empty')
  return problems
}

export function tomlErrors(content: string): string[] {
  try {
    parseToml(content)
    return []
  } catch (error) {
    return [error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error)]
  }
}

export function cssErrors(content: string): string[] {
  try {
    const root = postcss.parse(content)
    return root.nodes.length > 0 ? [] : ['no rules']
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)]
  }
}

/** parse5 reports the HTML standard's parse errors; on top of that a page needs a doctype, a title and a body. */
export function htmlErrors(content: string): string[] {
  const problems: string[] = []
  parse5.parse(content, {
    onParseError: (error) => problems.push(`${error.code} at line ${error.startLine}`),
  })
  if (!/^<!doctype html>/i.test(content)) problems.push('no <!doctype html>')
  if (!/<title>[^<]+<\/title>/.test(content)) problems.push('no <title>')
  if (!/<body[\s>]/.test(content)) problems.push('no <body>')
  return problems
}

/** Plain text files (.dockerignore, .env.example, requirements.txt...): no tabs, hygiene only. */
export function plainErrors(file: TemplateFile): string[] {
  return textHygieneErrors(file, false)
}

/** go.mod: a module line first, then a `go` directive. */
export function goModErrors(content: string): string[] {
  const lines = content.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('//'))
  const problems: string[] = []
  if (!/^module [a-z0-9.\-/]+$/.test(lines[0] ?? '')) problems.push('the first line is not `module <path>`')
  if (!lines.some((line) => /^go 1\.\d+(\.\d+)?$/.test(line))) problems.push('no `go 1.N` directive')
  return problems
}

/**
 * A Makefile's recipe lines must start with a tab: a rule followed by lines indented with spaces is
 * make's "missing separator" error, the one an editor that expands tabs causes. `make -n` (tools.ts)
 * checks the rest of the syntax.
 */
export function makefileErrors(content: string): string[] {
  const problems: string[] = []
  let inRecipe = false
  let continued = false
  content.split('\n').forEach((line, i) => {
    const wasContinued = continued
    continued = line.endsWith('\\')
    if (wasContinued) return
    if (line.startsWith('\t')) {
      if (!inRecipe) problems.push(`line ${i + 1}: a tab-indented line outside a rule`)
      return
    }
    if (/^ +\S/.test(line) && inRecipe) problems.push(`line ${i + 1}: a recipe line indented with spaces, not a tab`)
    if (line.trim() === '' || line.startsWith('#')) return
    // A rule: `target: prerequisites`, but not a `:=`, `::=` or `?=` assignment.
    inRecipe = /^[^\s#=][^=]*?:(?!=)/.test(line) && !/^\s*(export\s+)?[\w.-]+\s*[:?+!]?=/.test(line)
  })
  return problems
}

// Instructions the Dockerfile reference documents (dockerfile-utils also flags unknown ones).
const dockerInstructions = new Set([
  'ADD',
  'ARG',
  'CMD',
  'COPY',
  'ENTRYPOINT',
  'ENV',
  'EXPOSE',
  'FROM',
  'HEALTHCHECK',
  'LABEL',
  'ONBUILD',
  'RUN',
  'SHELL',
  'STOPSIGNAL',
  'USER',
  'VOLUME',
  'WORKDIR',
])

/** A Dockerfile parsed by dockerfile-ast and linted by dockerfile-utils (the Docker language server's checks). */
export function dockerfileErrors(content: string): string[] {
  const problems = validateDockerfile(content).map((d) => `line ${d.range.start.line + 1}: ${d.message}`)
  const instructions = DockerfileParser.parse(content).getInstructions()
  const keywords = instructions.map((i) => i.getKeyword())
  const firstFrom = keywords.indexOf('FROM')
  if (firstFrom === -1) problems.push('no FROM instruction')
  else if (keywords.slice(0, firstFrom).some((k) => k !== 'ARG'))
    problems.push('only ARG may come before the first FROM')
  for (const instruction of instructions) {
    const keyword = instruction.getKeyword()
    if (!dockerInstructions.has(keyword)) {
      problems.push(`line ${instruction.getRange().start.line + 1}: unknown instruction ${keyword}`)
    }
  }
  return problems
}

/** The instructions of a Dockerfile's last stage, as [keyword, arguments] pairs. */
export function lastStage(content: string): [string, string][] {
  const instructions = DockerfileParser.parse(content).getInstructions()
  const from = instructions.map((i) => i.getKeyword()).lastIndexOf('FROM')
  return instructions.slice(Math.max(from, 0)).map((i) => [i.getKeyword(), i.getArgumentsContent() ?? ''])
}

/** Docker images the catalogue ships run as a non-root user and say how to check their health. */
export function dockerRuntimeErrors(content: string): string[] {
  const stage = lastStage(content)
  const problems: string[] = []
  const users = stage.filter(([k]) => k === 'USER').map(([, args]) => args.trim())
  const user = users[users.length - 1]
  if (!user) problems.push('the final stage sets no USER')
  else if (/^(root|0)(:|$)/.test(user)) problems.push(`the final stage runs as ${user}`)
  if (!stage.some(([k]) => k === 'HEALTHCHECK')) problems.push('the final stage has no HEALTHCHECK')
  return problems
}

/**
 * Helm templates are Go templates: `{{` and `}}` must pair up, the block actions (if, range, with,
 * define, block) must close with `end`, and `else` may only sit inside if, with or range.
 */
export function goTemplateErrors(content: string): string[] {
  const problems: string[] = []
  const stack: { keyword: string; line: number }[] = []
  let pos = 0
  const lineAt = (index: number) => content.slice(0, index).split('\n').length
  while (true) {
    const open = content.indexOf('{{', pos)
    const strayClose = content.indexOf('}}', pos)
    if (strayClose !== -1 && (open === -1 || strayClose < open)) {
      problems.push(`line ${lineAt(strayClose)}: }} without {{`)
      pos = strayClose + 2
      continue
    }
    if (open === -1) break
    const close = content.indexOf('}}', open + 2)
    if (close === -1) {
      problems.push(`line ${lineAt(open)}: {{ is never closed`)
      break
    }
    const action = content.slice(open + 2, close)
    if (action.includes('{{')) problems.push(`line ${lineAt(open)}: {{ inside an action`)
    const body = action.replace(/^-?\s*/, '').replace(/\s*-?$/, '')
    if (body.startsWith('/*')) {
      if (!body.endsWith('*/')) problems.push(`line ${lineAt(open)}: unclosed template comment`)
    } else {
      const keyword = /^([a-z]+)\b/.exec(body)?.[1] ?? ''
      if (['if', 'range', 'with', 'define', 'block'].includes(keyword)) {
        stack.push({ keyword, line: lineAt(open) })
      } else if (keyword === 'else') {
        const top = stack[stack.length - 1]
        if (!top || !['if', 'range', 'with'].includes(top.keyword)) problems.push(`line ${lineAt(open)}: stray else`)
      } else if (keyword === 'end') {
        if (!stack.pop()) problems.push(`line ${lineAt(open)}: end without a block`)
      }
      const quotes = (body.match(/(?<!\\)"/g) ?? []).length
      if (quotes % 2 !== 0) problems.push(`line ${lineAt(open)}: unbalanced quotes in an action`)
    }
    pos = close + 2
  }
  for (const open of stack) problems.push(`line ${open.line}: ${open.keyword} is never ended`)
  return problems
}

/** The `define`d names of a chart's templates, and the names its templates `include` or `template`. */
export function helmTemplateNames(contents: string[]): { defined: Set<string>; used: Set<string> } {
  const defined = new Set<string>()
  const used = new Set<string>()
  for (const content of contents) {
    for (const m of content.matchAll(/\{\{-?\s*define\s+"([^"]+)"/g)) if (m[1]) defined.add(m[1])
    for (const m of content.matchAll(/\b(?:include|template)\s+"([^"]+)"/g)) if (m[1]) used.add(m[1])
  }
  return { defined, used }
}

/** `.Values.a.b` chains a chart's templates read that its values.yaml does not declare. */
export function helmUndeclaredValues(templates: string[], values: unknown): string[] {
  const missing = new Set<string>()
  for (const content of templates) {
    for (const m of content.matchAll(/\.Values((?:\.[A-Za-z_][A-Za-z0-9_]*)+)/g)) {
      const keys = (m[1] ?? '').slice(1).split('.')
      let node: unknown = values
      for (const key of keys) {
        if (!isRecord(node) || !(key in node)) {
          missing.add(`.Values.${keys.join('.')}`)
          break
        }
        node = node[key]
      }
    }
  }
  return [...missing]
}

/** Chart.yaml of a Helm 3 chart: apiVersion v2, a name, SemVer version, a type. */
export function chartYamlErrors(chart: unknown): string[] {
  if (!isRecord(chart)) return ['Chart.yaml is not a map']
  const problems: string[] = []
  if (chart.apiVersion !== 'v2') problems.push('apiVersion must be v2')
  if (typeof chart.name !== 'string' || !/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(chart.name)) {
    problems.push('name must be a lowercase DNS label')
  }
  if (typeof chart.version !== 'string' || !/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(chart.version)) {
    problems.push('version must be SemVer 2 (quoted)')
  }
  if (chart.type !== undefined && chart.type !== 'application' && chart.type !== 'library') {
    problems.push('type must be application or library')
  }
  if (typeof chart.description !== 'string') problems.push('no description')
  return problems
}

/** A GitHub Actions workflow's shape: triggers, jobs with a runner and steps that use or run something. */
export function githubWorkflowErrors(workflow: unknown, content: string): string[] {
  if (!isRecord(workflow)) return ['the workflow is not a map']
  const problems: string[] = []
  if (typeof workflow.name !== 'string') problems.push('no name')
  if (workflow.on === undefined) problems.push('no `on` triggers')
  if (!isRecord(workflow.jobs) || Object.keys(workflow.jobs).length === 0) return [...problems, 'no jobs']
  const jobIds = Object.keys(workflow.jobs)
  for (const [id, job] of Object.entries(workflow.jobs)) {
    if (!/^[A-Za-z_][A-Za-z0-9_-]*$/.test(id)) problems.push(`job id ${id} is not valid`)
    if (!isRecord(job)) {
      problems.push(`job ${id} is not a map`)
      continue
    }
    const needs = typeof job.needs === 'string' ? [job.needs] : Array.isArray(job.needs) ? job.needs : []
    for (const need of needs) if (!jobIds.includes(String(need))) problems.push(`job ${id} needs unknown job ${need}`)
    if (typeof job.uses === 'string') continue // a call to a reusable workflow has no runner or steps
    if (job['runs-on'] === undefined) problems.push(`job ${id} has no runs-on`)
    if (!Array.isArray(job.steps) || job.steps.length === 0) {
      problems.push(`job ${id} has no steps`)
      continue
    }
    for (const [i, step] of (job.steps as unknown[]).entries()) {
      if (!isRecord(step)) {
        problems.push(`job ${id} step ${i + 1} is not a map`)
        continue
      }
      const hasUses = typeof step.uses === 'string'
      const hasRun = typeof step.run === 'string'
      if (hasUses === hasRun) problems.push(`job ${id} step ${i + 1} needs exactly one of uses and run`)
      if (hasUses && !/^(\.\/|docker:\/\/|[\w.-]+\/[\w./-]+@[\w.-]+$)/.test(String(step.uses))) {
        problems.push(`job ${id} step ${i + 1}: uses ${step.uses} is not owner/repo@ref`)
      }
    }
  }
  problems.push(...expressionErrors(content))
  return problems
}

/** `${{ }}` expressions must close, and may not nest. */
export function expressionErrors(content: string): string[] {
  const problems: string[] = []
  let pos = 0
  while (true) {
    const open = content.indexOf('${{', pos)
    if (open === -1) break
    const close = content.indexOf('}}', open + 3)
    const next = content.indexOf('${{', open + 3)
    if (close === -1 || (next !== -1 && next < close)) {
      problems.push(`expression at offset ${open} is not closed`)
      break
    }
    pos = close + 2
  }
  return problems
}

const gitlabReserved = new Set([
  'default',
  'include',
  'stages',
  'variables',
  'workflow',
  'image',
  'services',
  'cache',
  'before_script',
  'after_script',
])

/** A .gitlab-ci.yml's shape: stages, and jobs in known stages with a script, a trigger or an extends. */
export function gitlabCiErrors(pipeline: unknown): string[] {
  if (!isRecord(pipeline)) return ['the pipeline is not a map']
  const problems: string[] = []
  const stages = Array.isArray(pipeline.stages) ? pipeline.stages.map(String) : []
  if (stages.length === 0) problems.push('no stages')
  const hidden = new Set(Object.keys(pipeline).filter((key) => key.startsWith('.')))
  let jobs = 0
  for (const [name, job] of Object.entries(pipeline)) {
    if (gitlabReserved.has(name) || name.startsWith('.')) continue
    jobs++
    if (!isRecord(job)) {
      problems.push(`job ${name} is not a map`)
      continue
    }
    const extendsList = typeof job.extends === 'string' ? [job.extends] : Array.isArray(job.extends) ? job.extends : []
    for (const parent of extendsList)
      if (!hidden.has(String(parent))) problems.push(`job ${name} extends unknown ${parent}`)
    if (job.script === undefined && job.trigger === undefined && extendsList.length === 0) {
      problems.push(`job ${name} has no script`)
    }
    if (job.stage !== undefined && !stages.includes(String(job.stage)))
      problems.push(`job ${name}: unknown stage ${job.stage}`)
  }
  if (jobs === 0) problems.push('no jobs')
  return problems
}

/** A Compose file's shape: services, each with an image or a build, named volumes declared. */
export function composeErrors(compose: unknown): string[] {
  if (!isRecord(compose)) return ['the compose file is not a map']
  const problems: string[] = []
  if ('version' in compose) problems.push('the top-level version key is obsolete')
  if (!isRecord(compose.services) || Object.keys(compose.services).length === 0) return [...problems, 'no services']
  const serviceNames = Object.keys(compose.services)
  const namedVolumes = isRecord(compose.volumes) ? Object.keys(compose.volumes) : []
  for (const [name, service] of Object.entries(compose.services)) {
    if (!isRecord(service)) {
      problems.push(`service ${name} is not a map`)
      continue
    }
    if (service.image === undefined && service.build === undefined) problems.push(`service ${name}: no image or build`)
    const depends = Array.isArray(service.depends_on)
      ? service.depends_on.map(String)
      : isRecord(service.depends_on)
        ? Object.keys(service.depends_on)
        : []
    for (const dep of depends)
      if (!serviceNames.includes(dep)) problems.push(`service ${name} depends on unknown ${dep}`)
    const volumes = Array.isArray(service.volumes) ? service.volumes : []
    for (const volume of volumes) {
      const source = typeof volume === 'string' ? volume.split(':')[0] : isRecord(volume) ? volume.source : undefined
      if (typeof source === 'string' && /^[a-zA-Z0-9][a-zA-Z0-9_.-]*$/.test(source) && !namedVolumes.includes(source)) {
        problems.push(`service ${name} mounts undeclared volume ${source}`)
      }
    }
  }
  return problems
}

/** A kustomization.yaml's references must point at files or folders of the template. */
export function kustomizationErrors(kustomization: unknown, dir: string, allPaths: string[]): string[] {
  if (!isRecord(kustomization)) return ['the kustomization is not a map']
  const problems: string[] = []
  const resolve = (ref: string) => {
    const parts = dir ? dir.split('/') : []
    for (const part of ref.split('/')) {
      if (part === '..') parts.pop()
      else if (part !== '.' && part !== '') parts.push(part)
    }
    return parts.join('/')
  }
  const exists = (ref: string) => {
    const target = resolve(ref)
    return allPaths.includes(target) || allPaths.some((p) => p.startsWith(`${target}/`))
  }
  const refs: string[] = []
  for (const key of ['resources', 'components', 'crds']) {
    const list = kustomization[key]
    if (Array.isArray(list)) refs.push(...list.map(String))
  }
  if (Array.isArray(kustomization.patches)) {
    for (const patch of kustomization.patches)
      if (isRecord(patch) && typeof patch.path === 'string') refs.push(patch.path)
  }
  for (const key of ['configMapGenerator', 'secretGenerator']) {
    const list = kustomization[key]
    if (!Array.isArray(list)) continue
    for (const gen of list) {
      if (!isRecord(gen)) continue
      for (const f of Array.isArray(gen.files) ? gen.files : []) refs.push(String(f).split('=').pop() ?? '')
      for (const f of Array.isArray(gen.envs) ? gen.envs : []) refs.push(String(f))
    }
  }
  for (const ref of refs) if (!/^https?:/.test(ref) && !exists(ref)) problems.push(`${ref} is not in the template`)
  if (kustomization.kind !== 'Kustomization') problems.push('kind must be Kustomization')
  return problems
}

/** Variables a Terraform module reads (`var.x`) that none of its .tf files declares. */
export function terraformUndeclaredVariables(tfContents: string[]): string[] {
  const declared = new Set<string>()
  const used = new Set<string>()
  for (const content of tfContents) {
    for (const m of content.matchAll(/^variable\s+"([A-Za-z0-9_-]+)"/gm)) if (m[1]) declared.add(m[1])
    for (const m of content.matchAll(/\bvar\.([A-Za-z0-9_]+)/g)) if (m[1]) used.add(m[1])
  }
  return [...used].filter((name) => !declared.has(name))
}

/** Every variable block of a module has a description and a type. */
export function terraformVariableErrors(variablesTf: Record<string, unknown>): string[] {
  const problems: string[] = []
  const variables = isRecord(variablesTf.variable) ? variablesTf.variable : {}
  for (const [name, blocks] of Object.entries(variables)) {
    const block = Array.isArray(blocks) ? blocks[0] : undefined
    if (!isRecord(block) || typeof block.description !== 'string') problems.push(`variable ${name} has no description`)
    if (!isRecord(block) || block.type === undefined) problems.push(`variable ${name} has no type`)
  }
  return problems
}

/** Well-formed XML, through fast-xml-parser's validator. */
export function xmlErrors(content: string): string[] {
  const result = XMLValidator.validate(content)
  return result === true ? [] : [`line ${result.err.line}: ${result.err.msg}`]
}

/** The top-level mapping of the first YAML document, or null. */
export function firstYamlMap(content: string): Record<string, unknown> | null {
  const value = yamlDocuments(content)[0]
  return isRecord(value) ? value : null
}

export const dashed = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Catalogue-wide rules: enough templates, enough in every category, unique slugs. */
export function catalogueErrors(
  templates: Pick<TemplateSeed, 'slug' | 'category'>[],
  categories: readonly string[],
  { minTotal, minPerCategory }: { minTotal: number; minPerCategory: number },
): string[] {
  const problems: string[] = []
  if (templates.length < minTotal) problems.push(`${templates.length} templates, fewer than ${minTotal}`)
  for (const category of categories) {
    const count = templates.filter((t) => t.category === category).length
    if (count < minPerCategory) problems.push(`category ${category} has ${count}, fewer than ${minPerCategory}`)
  }
  const seen = new Set<string>()
  for (const { slug } of templates) {
    if (seen.has(slug)) problems.push(`slug ${slug} is used twice`)
    seen.add(slug)
  }
  return problems
}

/** One template's metadata, figures, price, files and README, against the rules of types.ts. */
export function templateMetaErrors(
  t: TemplateSeed,
  allowed: { categories: readonly string[]; languages: readonly string[]; today: string },
): string[] {
  const problems: string[] = []
  if (!dashed.test(t.slug)) problems.push(`slug ${t.slug} is not lowercase words joined by dashes`)
  if (t.name.trim().length < 4 || t.name.length > 60) problems.push('name must be 4 to 60 characters')
  const sentences = t.description.match(/[.!?](?=\s|$)/g)?.length ?? 0
  if (sentences < 1 || sentences > 2) problems.push('description must be one or two sentences')
  if (!allowed.categories.includes(t.category)) problems.push(`unknown category ${t.category}`)
  if (!allowed.languages.includes(t.language)) problems.push(`unknown language ${t.language}`)
  if (t.tags.length < 2 || t.tags.length > 6) problems.push('2 to 6 tags')
  if (new Set(t.tags).size !== t.tags.length) problems.push('duplicate tag')
  for (const tag of t.tags) if (!dashed.test(tag)) problems.push(`tag "${tag}" is not lowercase and dashed`)
  const date = new Date(`${t.published}T00:00:00Z`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(t.published) || Number.isNaN(date.getTime())) {
    problems.push(`published ${t.published} is not an ISO date`)
  } else if (date.toISOString().slice(0, 10) !== t.published) {
    problems.push(`published ${t.published} is not a real day`)
  } else if (t.published < '2025-01-01' || t.published > allowed.today) {
    problems.push(`published ${t.published} is outside 2025-01-01..today`)
  }
  if (t.price !== undefined) {
    if (!Number.isInteger(t.price) || t.price <= 0) problems.push('price must be a positive whole number of dollars')
    if (t.originalPrice !== undefined && t.originalPrice <= t.price) problems.push('originalPrice must exceed price')
  } else if (t.originalPrice !== undefined) {
    problems.push('a free template has no originalPrice')
  }
  if (t.files.length < 2) problems.push('a template needs at least two files besides the README')
  problems.push(...pathErrors(t.files.map((f) => f.path)))
  problems.push(...readmeErrors(t.readme).map((p) => `readme: ${p}`))
  return problems
}
