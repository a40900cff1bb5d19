import type { TemplateDemoItem, TemplateDemoResponse, TemplateDemoSection } from '@snipstack/contracts'
import { parse as parseToml } from 'smol-toml'
import { baseName, helmChartDirOf, isRecord, yamlDocuments } from './content/shapes'
import type { TemplateFile } from './content/types'

/**
 * What a template produces, read from its files for its live demo (`GET /api/templates/{slug}/demo`):
 * the services a Compose file starts, the jobs a pipeline runs, the objects Kubernetes manifests and
 * Helm charts create, the routes an NGINX config answers, the resources Terraform manages, the
 * stages and runtime of a Dockerfile, and a starter's commands. Each kind is read on its own; a
 * file that does not parse adds nothing (the content checks have already refused such a file).
 */
export function templateDemo(
  files: readonly TemplateFile[],
  { paid = false }: { paid?: boolean } = {},
): TemplateDemoResponse {
  const paths = files.map((file) => file.path)
  const sections: TemplateDemoSection[] = []
  for (const file of files) {
    const section = sectionOf(file, paths)
    if (section?.items.length) sections.push(section)
  }
  sections.push(...helmSections(files, paths))
  return { sections: paid ? withoutCode(sections, files) : sections }
}

/**
 * A paid template's demo says what its files make, never what they say: a fact that repeats a
 * command or expression of the files word for word (a health check, a script, a step's `run`), or
 * holds one of their lines, is left out. Names and single words (an image, a port, a namespace) stay.
 */
function withoutCode(sections: TemplateDemoSection[], files: readonly TemplateFile[]): TemplateDemoSection[] {
  const text = files.map((file) => file.content).join('\n')
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /\s/.test(line) && line.length >= 16)
  const quoted = (value: string) =>
    /\s/.test(value) && (text.includes(value) || lines.some((line) => value.includes(line)))
  return sections.map((section) => ({
    ...section,
    items: section.items.map((item) => ({ ...item, facts: item.facts.filter((entry) => !quoted(entry.value)) })),
  }))
}

const fact = (label: string, value: unknown): TemplateDemoItem['facts'] => {
  const text = shown(value)
  return text ? [{ label, value: text }] : []
}

/** A value as one line: lists joined by commas, maps as `key: value` pairs; nothing for empty ones. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return ''
  if (Array.isArray(value)) return value.map(shown).filter(Boolean).join(', ')
  if (isRecord(value))
    return Object.entries(value)
      .map(([key, inner]) => (isRecord(inner) || Array.isArray(inner) ? key : `${key}: ${shown(inner)}`))
      .join(', ')
  return String(value).trim()
}

/** The maps of a YAML stream; a stream that does not parse gives none. */
function yamlDocs(content: string): Record<string, unknown>[] {
  try {
    return yamlDocuments(content).filter(isRecord)
  } catch {
    return []
  }
}

function sectionOf(file: TemplateFile, paths: string[]): TemplateDemoSection | undefined {
  const name = baseName(file.path)
  if (helmChartDirOf(file.path, paths) !== null) return undefined
  if (/^(docker-)?compose(\.[\w-]+)?\.ya?ml$/.test(name)) return composeSection(file)
  if (/(^|\/)\.github\/workflows\/[^/]+\.ya?ml$/.test(file.path)) return workflowSection(file)
  if (name === '.gitlab-ci.yml') return gitlabSection(file)
  if (name === 'Dockerfile' || name.startsWith('Dockerfile.') || name.endsWith('.Dockerfile'))
    return dockerfileSection(file)
  if (name.endsWith('.conf')) return nginxSection(file)
  if (name.endsWith('.tf')) return terraformSection(file)
  if (name === 'package.json' || name === 'composer.json') return packageSection(file)
  if (name === 'pyproject.toml' || name === 'Cargo.toml') return tomlProjectSection(file)
  if (name === 'go.mod') return goModSection(file)
  if (name === 'Makefile') return makefileSection(file)
  if (/\.ya?ml$/.test(name)) return kubernetesSection(file)
  return undefined
}

// ---------------------------------------------------------------------------------------------------
// Compose

function composeSection(file: TemplateFile): TemplateDemoSection {
  const compose = yamlDocs(file.content)[0] ?? {}
  const services = isRecord(compose.services) ? compose.services : {}
  const items = Object.entries(services).map(([name, raw]): TemplateDemoItem => {
    const service = isRecord(raw) ? raw : {}
    const build = isRecord(service.build) ? service.build : service.build ? { context: service.build } : undefined
    const dependsOn = Array.isArray(service.depends_on)
      ? service.depends_on
      : isRecord(service.depends_on)
        ? Object.entries(service.depends_on).map(([on, how]) =>
            isRecord(how) && how.condition ? `${on} (${how.condition})` : on,
          )
        : []
    const healthcheck = isRecord(service.healthcheck) ? service.healthcheck.test : undefined
    const environment = isRecord(service.environment)
      ? Object.keys(service.environment)
      : Array.isArray(service.environment)
        ? service.environment.map((entry) => String(entry).split('=')[0])
        : []
    return {
      name,
      kind: 'service',
      facts: [
        ...fact('Image', service.image),
        ...(build
          ? fact('Built from', [build.context, build.dockerfile, build.target && `target ${build.target}`])
          : []),
        ...fact('Ports', service.ports),
        ...fact('Waits for', dependsOn),
        ...fact('Health check', Array.isArray(healthcheck) ? healthcheck.slice(1).join(' ') : healthcheck),
        ...fact('Volumes', service.volumes),
        ...fact('Environment', environment),
        ...fact('Profiles', service.profiles),
        ...fact('Restart', service.restart),
      ],
    }
  })
  return {
    title: `Services in ${file.path}`,
    description: 'What `docker compose up` starts, in the order the file declares them.',
    files: [file.path],
    items,
  }
}

// ---------------------------------------------------------------------------------------------------
// CI pipelines

function workflowSection(file: TemplateFile): TemplateDemoSection | undefined {
  const workflow = yamlDocs(file.content)[0]
  if (!workflow || !isRecord(workflow.jobs)) return undefined
  const triggers = workflow.on ?? workflow.true // YAML 1.1 readers turn a bare `on` into true
  const items = Object.entries(workflow.jobs).map(([id, raw]): TemplateDemoItem => {
    const job = isRecord(raw) ? raw : {}
    const steps = Array.isArray(job.steps)
      ? job.steps.map((step) => (isRecord(step) ? (step.name ?? step.uses ?? shown(step.run).slice(0, 60)) : ''))
      : []
    const matrix = isRecord(job.strategy) && isRecord(job.strategy.matrix) ? job.strategy.matrix : undefined
    return {
      name: typeof job.name === 'string' ? job.name : id,
      kind: job.uses ? 'reusable workflow call' : 'job',
      facts: [
        ...fact('Runs on', job['runs-on']),
        ...fact('After', job.needs),
        ...fact('Only if', job.if),
        ...fact('Matrix', matrix),
        ...fact('Environment', isRecord(job.environment) ? job.environment.name : job.environment),
        ...fact('Calls', job.uses),
        ...fact('Steps', steps),
      ],
    }
  })
  return {
    title: `${typeof workflow.name === 'string' ? workflow.name : file.path} (${file.path})`,
    description: `Runs on ${shown(isRecord(triggers) ? Object.keys(triggers) : triggers) || 'the events it names'}; its jobs:`,
    files: [file.path],
    items,
  }
}

const GITLAB_KEYWORDS = new Set([
  'stages',
  'variables',
  'default',
  'include',
  'workflow',
  'image',
  'services',
  'cache',
  'before_script',
  'after_script',
])

function gitlabSection(file: TemplateFile): TemplateDemoSection | undefined {
  const pipeline = yamlDocs(file.content)[0]
  if (!pipeline) return undefined
  const items = Object.entries(pipeline)
    .filter(([name, job]) => !GITLAB_KEYWORDS.has(name) && !name.startsWith('.') && isRecord(job))
    .map(([name, raw]): TemplateDemoItem => {
      const job = raw as Record<string, unknown>
      return {
        name,
        kind: 'job',
        facts: [
          ...fact('Stage', job.stage ?? 'test'),
          ...fact('Image', isRecord(job.image) ? job.image.name : job.image),
          ...fact('After', job.needs),
          ...fact('Extends', job.extends),
          ...fact('Environment', isRecord(job.environment) ? job.environment.name : job.environment),
          ...fact('Script', Array.isArray(job.script) ? job.script.slice(0, 4) : job.script),
        ],
      }
    })
  return {
    title: `Pipeline (${file.path})`,
    description: `Stages: ${shown(pipeline.stages) || 'build, test, deploy'}; its jobs:`,
    files: [file.path],
    items,
  }
}

// ---------------------------------------------------------------------------------------------------
// Kubernetes

function kubernetesSection(file: TemplateFile): TemplateDemoSection | undefined {
  const docs = yamlDocs(file.content)
  if (baseName(file.path) === 'kustomization.yaml') {
    const k = docs[0] ?? {}
    return {
      title: `Kustomization (${file.path})`,
      description: 'What `kubectl kustomize` puts together here.',
      files: [file.path],
      items: [
        {
          name: baseName(file.path.replace(/\/kustomization\.yaml$/, '')) || 'kustomization',
          kind: 'Kustomization',
          facts: [
            ...fact('Namespace', k.namespace),
            ...fact('Resources', k.resources),
            ...fact('Patches', Array.isArray(k.patches) ? k.patches.map((p) => (isRecord(p) ? p.path : p)) : undefined),
            ...fact(
              'Images',
              Array.isArray(k.images)
                ? k.images.map((i) => (isRecord(i) ? `${i.name}:${i.newTag ?? ''}` : i))
                : undefined,
            ),
          ],
        },
      ],
    }
  }
  const objects = docs.filter((doc) => typeof doc.kind === 'string' && typeof doc.apiVersion === 'string')
  if (!objects.length) return undefined
  return {
    title: `Objects in ${file.path}`,
    description: 'What `kubectl apply` creates.',
    files: [file.path],
    items: objects.map(kubernetesItem),
  }
}

function kubernetesItem(object: Record<string, unknown>): TemplateDemoItem {
  const metadata = isRecord(object.metadata) ? object.metadata : {}
  const spec = isRecord(object.spec) ? object.spec : {}
  const podSpec = podSpecOf(spec)
  const containers = Array.isArray(podSpec?.containers) ? podSpec.containers.filter(isRecord) : []
  return {
    name: String(metadata.name ?? '(unnamed)'),
    kind: String(object.kind),
    facts: [
      ...fact('Namespace', metadata.namespace),
      ...fact('Replicas', spec.replicas),
      ...fact('Schedule', spec.schedule),
      ...fact(
        'Images',
        containers.map((c) => c.image),
      ),
      ...fact(
        'Ports',
        Array.isArray(spec.ports)
          ? spec.ports.map((p) => (isRecord(p) ? `${p.port}→${p.targetPort ?? p.port}` : p))
          : '',
      ),
      ...fact('Hosts', Array.isArray(spec.rules) ? spec.rules.map((r) => (isRecord(r) ? r.host : '')) : spec.hostnames),
      ...fact('Scales', spec.minReplicas !== undefined ? `${spec.minReplicas} to ${spec.maxReplicas}` : ''),
      ...fact('Policy', spec.policyTypes),
    ],
  }
}

/** The pod template of a workload (Deployment, StatefulSet, Job, CronJob...), if it has one. */
function podSpecOf(spec: Record<string, unknown>): Record<string, unknown> | undefined {
  const template = isRecord(spec.template) ? spec.template : undefined
  if (template && isRecord(template.spec)) return template.spec
  const jobTemplate = isRecord(spec.jobTemplate) && isRecord(spec.jobTemplate.spec) ? spec.jobTemplate.spec : undefined
  if (jobTemplate) return podSpecOf(jobTemplate)
  return undefined
}

// ---------------------------------------------------------------------------------------------------
// Helm

function helmSections(files: readonly TemplateFile[], paths: string[]): TemplateDemoSection[] {
  const charts = files.filter((file) => baseName(file.path) === 'Chart.yaml')
  return charts.map((chartFile) => {
    const dir = chartFile.path.replace(/\/?Chart\.yaml$/, '')
    const chart = yamlDocs(chartFile.content)[0] ?? {}
    const templates = files.filter(
      (file) =>
        helmChartDirOf(file.path, paths) === dir && /\.ya?ml$/.test(file.path) && file.path.includes('templates/'),
    )
    const items = templates.flatMap((file): TemplateDemoItem[] => {
      const kinds = [...file.content.matchAll(/^kind:\s*([A-Za-z]+)\s*$/gm)].map((m) => m[1] ?? '')
      if (!kinds.length) return []
      // A file wrapped whole in an `if` makes its objects only when the values say so.
      const condition = /^\s*\{\{-?\s*if\s+(.+?)\s*-?\}\}/.exec(file.content)?.[1]
      return [
        {
          name: file.path.slice(file.path.indexOf('templates/') + 'templates/'.length),
          kind: [...new Set(kinds)].join(', '),
          facts: fact('Only when', condition),
        },
      ]
    })
    const dependencies = Array.isArray(chart.dependencies)
      ? chart.dependencies.map((d) => (isRecord(d) ? `${d.name} ${d.version ?? ''}`.trim() : d))
      : []
    return {
      title: `Chart ${shown(chart.name)} ${shown(chart.version)}`.trim(),
      description: `What \`helm install\` renders${dependencies.length ? `, with ${shown(dependencies)}` : ''}: each template and the objects it makes.`,
      files: [chartFile.path],
      items,
    }
  })
}

// ---------------------------------------------------------------------------------------------------
// Dockerfile

function dockerfileSection(file: TemplateFile): TemplateDemoSection | undefined {
  const lines = file.content
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
  type Stage = { from: string; name?: string; instructions: [string, string][] }
  const stages: Stage[] = []
  for (const line of lines) {
    const [, word = '', rest = ''] = /^(\w+)\s+(.*)$/.exec(line) ?? []
    const instruction = word.toUpperCase()
    if (instruction === 'FROM') {
      const [, from = rest, name] = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?/i.exec(rest) ?? []
      stages.push({ from, ...(name ? { name } : {}), instructions: [] })
    } else stages.at(-1)?.instructions.push([instruction, rest.replace(/\s+/g, ' ')])
  }
  if (!stages.length) return undefined
  const last = (stage: Stage, instruction: string) =>
    stage.instructions.filter(([i]) => i === instruction).map(([, rest]) => rest)
  return {
    title: `Image built by ${file.path}`,
    description: `${stages.length === 1 ? 'One stage' : `${stages.length} stages; only the last ships`}.`,
    files: [file.path],
    items: stages.map((stage, index) => ({
      name: stage.name ?? `stage ${index + 1}`,
      kind: index === stages.length - 1 ? 'final image' : 'build stage',
      facts: [
        ...fact('From', stage.from),
        ...fact('Runs as', last(stage, 'USER').at(-1)),
        ...fact('Exposes', last(stage, 'EXPOSE')),
        ...fact('Health check', last(stage, 'HEALTHCHECK').at(-1)),
        ...fact('Starts', [...last(stage, 'ENTRYPOINT'), ...last(stage, 'CMD')].slice(-2)),
      ],
    })),
  }
}

// ---------------------------------------------------------------------------------------------------
// NGINX

type NginxBlock = { name: string; args: string[]; children: NginxBlock[] }

/** NGINX's configuration grammar: directives ending in `;`, blocks in braces, `#` comments, quotes. */
export function parseNginx(content: string): NginxBlock[] {
  const tokens = content.match(/#[^\n]*|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[{};]|[^\s{};"'#]+/g) ?? []
  const root: NginxBlock = { name: '', args: [], children: [] }
  const stack = [root]
  let words: string[] = []
  for (const token of tokens) {
    if (token.startsWith('#')) continue
    const top = stack.at(-1) as NginxBlock
    if (token === ';' || token === '{') {
      const [name = '', ...args] = words
      const block = { name, args, children: [] }
      top.children.push(block)
      if (token === '{') stack.push(block)
      words = []
    } else if (token === '}') {
      if (stack.length > 1) stack.pop()
      words = []
    } else words.push(token.replace(/^(["'])([\s\S]*)\1$/, '$2'))
  }
  return root.children
}

function nginxSection(file: TemplateFile): TemplateDemoSection | undefined {
  const blocks = parseNginx(file.content)
  const all = (list: NginxBlock[]): NginxBlock[] => list.flatMap((b) => [b, ...all(b.children)])
  const servers = all(blocks).filter((b) => b.name === 'server' && b.children.length > 0)
  const upstreams = all(blocks).filter((b) => b.name === 'upstream')
  if (!servers.length && !upstreams.length) return undefined
  const directive = (block: NginxBlock, name: string) => block.children.filter((c) => c.name === name)
  const action = (block: NginxBlock): string => {
    const parts: string[] = []
    for (const child of block.children) {
      if (child.name === 'return') parts.push(`answers ${child.args.join(' ')}`)
      if (child.name === 'proxy_pass') parts.push(`proxies to ${child.args[0]}`)
      if (child.name === 'fastcgi_pass') parts.push(`passes to PHP at ${child.args[0]}`)
      if (child.name === 'try_files') parts.push(`serves ${child.args.join(' then ')}`)
      if (child.name === 'limit_req') parts.push(`limited by ${child.args.join(' ')}`)
      if (child.name === 'expires') parts.push(`cached ${child.args.join(' ')}`)
      if (child.name === 'proxy_cache') parts.push(`cached in ${child.args[0]}`)
      if (child.name === 'if') parts.push(`if ${child.args.join(' ')}: ${action(child)}`)
      if (child.name === 'deny' || child.name === 'allow') parts.push(`${child.name} ${child.args.join(' ')}`)
      if (child.name === 'auth_basic' && child.args[0] !== 'off') parts.push('asks for a password')
      if (child.name === 'stub_status') parts.push('shows connection counts')
    }
    return parts.join('; ')
  }
  const items: TemplateDemoItem[] = servers.map((server) => ({
    name: `${shown(directive(server, 'server_name').flatMap((d) => d.args)) || '(any host)'}`,
    kind: `server on ${shown(directive(server, 'listen').map((d) => d.args.join(' ')))}`,
    facts: [
      ...fact('Every request', action(server)),
      ...directive(server, 'location').map((location) => ({
        label: `location ${location.args.join(' ')}`,
        value: action(location) || 'served with the server’s settings',
      })),
    ],
  }))
  for (const upstream of upstreams)
    items.push({
      name: upstream.args[0] ?? 'upstream',
      kind: 'upstream',
      facts: directive(upstream, 'server').map((s, i) => ({ label: `server ${i + 1}`, value: s.args.join(' ') })),
    })
  return {
    title: `Routes in ${file.path}`,
    description: 'Which requests each server takes and what it answers.',
    files: [file.path],
    items,
  }
}

// ---------------------------------------------------------------------------------------------------
// Terraform

function terraformSection(file: TemplateFile): TemplateDemoSection | undefined {
  const items: TemplateDemoItem[] = []
  for (const m of file.content.matchAll(
    /^(resource|data|module|output|variable)\s+"([^"]+)"(?:\s+"([^"]+)")?\s*\{/gm,
  )) {
    const [, block, first = '', second] = m
    const body = blockBody(file.content, (m.index ?? 0) + m[0].length)
    const description = /^\s*description\s*=\s*"([^"]*)"/m.exec(body)?.[1]
    const kinds: Record<string, string> = {
      resource: 'resource',
      data: 'data source',
      module: 'module',
      output: 'output',
      variable: 'variable',
    }
    items.push({
      name: second ? `${first}.${second}` : first,
      kind: kinds[block ?? ''] ?? '',
      facts: [
        ...fact('About', description),
        ...fact('Default', block === 'variable' ? /^\s*default\s*=\s*(.+)$/m.exec(body)?.[1] : undefined),
        ...fact('Source', block === 'module' ? /^\s*source\s*=\s*"([^"]*)"/m.exec(body)?.[1] : undefined),
      ],
    })
  }
  if (!items.length) return undefined
  return {
    title: `Terraform in ${file.path}`,
    description: 'What `terraform plan` manages, reads, takes and gives back.',
    files: [file.path],
    items,
  }
}

/** The text between a block's opening brace (just before `from`) and its closing one. */
function blockBody(text: string, from: number): string {
  let depth = 1
  for (let i = from; i < text.length; i++) {
    if (text[i] === '{') depth++
    if (text[i] === '}' && --depth === 0) return text.slice(from, i)
  }
  return text.slice(from)
}

// ---------------------------------------------------------------------------------------------------
// Starters

/** npm's package.json or Composer's composer.json: the scripts, and what the project depends on. */
function packageSection(file: TemplateFile): TemplateDemoSection | undefined {
  let pkg: unknown
  try {
    pkg = JSON.parse(file.content)
  } catch {
    return undefined
  }
  if (!isRecord(pkg)) return undefined
  const composer = baseName(file.path) === 'composer.json'
  const dependencies = composer ? pkg.require : pkg.dependencies
  const scripts = isRecord(pkg.scripts) ? Object.entries(pkg.scripts) : []
  return {
    title: `${composer ? 'Composer project' : 'Commands'} in ${file.path}`,
    description: `${scripts.length ? `Run each with \`${composer ? 'composer' : 'npm run'} <name>\`` : 'The project'}${isRecord(dependencies) ? `; it depends on ${Object.keys(dependencies).join(', ')}` : ''}.`,
    files: [file.path],
    items: scripts.map(([name, command]) => ({ name, kind: 'script', facts: fact('Runs', command) })),
  }
}

/** Python's pyproject.toml or Rust's Cargo.toml: the package, its commands and dependencies. */
function tomlProjectSection(file: TemplateFile): TemplateDemoSection | undefined {
  let toml: Record<string, unknown>
  try {
    toml = parseToml(file.content)
  } catch {
    return undefined
  }
  const project = isRecord(toml.project) ? toml.project : isRecord(toml.package) ? toml.package : {}
  const cargo = baseName(file.path) === 'Cargo.toml'
  const dependencies = cargo
    ? Object.keys(isRecord(toml.dependencies) ? toml.dependencies : {})
    : Array.isArray(project.dependencies)
      ? project.dependencies.map((d) => String(d).split(/[<>=!~ ;[]/)[0])
      : []
  const commands = cargo
    ? (Array.isArray(toml.bin) ? toml.bin.filter(isRecord) : []).map((bin) => [
        String(bin.name),
        String(bin.path ?? ''),
      ])
    : Object.entries(isRecord(project.scripts) ? project.scripts : {}).map(([name, target]) => [name, String(target)])
  return {
    title: `${cargo ? 'Crate' : 'Python project'} ${shown(project.name)}`.trim(),
    description: `${shown(project.description) || `Declared in ${file.path}`}${project['requires-python'] ? ` Needs Python ${project['requires-python']}.` : ''}${project['rust-version'] ? ` Needs Rust ${project['rust-version']}.` : ''}`,
    files: [file.path],
    items: [
      {
        name: shown(project.name) || file.path,
        kind: cargo ? 'crate' : 'package',
        facts: [
          ...fact('Version', project.version),
          ...fact('Edition', project.edition),
          ...fact('Depends on', dependencies.length ? dependencies : 'nothing outside the standard library'),
        ],
      },
      ...commands.map(([name = '', target = '']) => ({ name, kind: 'command', facts: fact('Runs', target) })),
    ],
  }
}

function goModSection(file: TemplateFile): TemplateDemoSection | undefined {
  const module = /^module\s+(\S+)/m.exec(file.content)?.[1]
  if (!module) return undefined
  const requires = [...file.content.matchAll(/^\s*(?:require\s+)?([\w.-]+\.[a-z]{2,}\/\S+)\s+v\S+/gm)].map((m) => m[1])
  return {
    title: `Go module ${module}`,
    description: `Declared in ${file.path}.`,
    files: [file.path],
    items: [
      {
        name: module,
        kind: 'module',
        facts: [
          ...fact('Go', /^go\s+(\S+)/m.exec(file.content)?.[1]),
          ...fact('Depends on', requires.length ? requires : 'nothing outside the standard library'),
        ],
      },
    ],
  }
}

function makefileSection(file: TemplateFile): TemplateDemoSection | undefined {
  const items: TemplateDemoItem[] = []
  const lines = file.content.split('\n')
  for (const [index, line] of lines.entries()) {
    const target = /^([A-Za-z][\w-]*):(?!=)/.exec(line)?.[1]
    if (!target) continue
    const recipe: string[] = []
    for (const next of lines.slice(index + 1)) {
      if (!next.startsWith('\t')) break
      recipe.push(next.trim().replace(/^@/, ''))
    }
    items.push({ name: target, kind: 'make target', facts: fact('Runs', recipe.join(' && ')) })
  }
  if (!items.length) return undefined
  return {
    title: `Make targets in ${file.path}`,
    description: 'Run each with `make <target>`.',
    files: [file.path],
    items,
  }
}
