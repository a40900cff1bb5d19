/**
 * Structural checks for the kinds of YAML snippet whose own tool does not run here (Dependabot,
 * OpenAPI, Prometheus rules, Traefik's dynamic configuration, Helm values), and the function that
 * says which check a YAML snippet gets. Like the template checks (templates/content/checks.ts), each
 * returns a list of problems, empty when the input is fine. They check what each format's reference
 * documents about structure and cross-references; they are not the tools themselves (no PromQL
 * parser, no Helm renderer), and say so where it matters.
 */
import { goTemplateErrors, isRecord } from '../../templates/content/checks'

/** Every kind of YAML snippet a check knows; content.int.test.ts fails a snippet of any other. */
export type YamlSnippetKind =
  | 'kubernetes'
  | 'kustomization'
  | 'compose'
  | 'github-workflow'
  | 'dependabot'
  | 'openapi'
  | 'prometheus-rules'
  | 'traefik-dynamic'
  | 'helm-values'

const composeTopLevel = new Set(['name', 'services', 'volumes', 'networks', 'configs', 'secrets', 'include', 'version'])
const traefikTopLevel = new Set(['http', 'tcp', 'udp', 'tls'])

/**
 * The kind of a YAML snippet, from its documents' shape; null when no check knows it. A Helm values
 * file has no marker of its own (any map could be one), so it is known by the snippet's `helm` tag.
 */
export function yamlSnippetKind(docs: unknown[], tags: readonly string[]): YamlSnippetKind | null {
  if (docs.length === 0) return null
  const isObject = (doc: unknown) => isRecord(doc) && typeof doc.apiVersion === 'string' && typeof doc.kind === 'string'
  if (docs.every(isObject)) {
    const kustomizations = docs.filter(
      (doc) => isRecord(doc) && doc.kind === 'Kustomization' && String(doc.apiVersion).startsWith('kustomize.config.'),
    )
    if (kustomizations.length === 0) return 'kubernetes'
    return docs.length === 1 ? 'kustomization' : null
  }
  const [doc] = docs
  if (docs.length !== 1 || !isRecord(doc)) return null
  const keys = Object.keys(doc)
  if ('on' in doc && 'jobs' in doc) return 'github-workflow'
  if (isRecord(doc.services) && keys.every((key) => composeTopLevel.has(key) || key.startsWith('x-'))) return 'compose'
  if (doc.version === 2 && Array.isArray(doc.updates)) return 'dependabot'
  if (doc.openapi !== undefined) return 'openapi'
  if (keys.length === 1 && Array.isArray(doc.groups)) return 'prometheus-rules'
  if (keys.length > 0 && keys.every((key) => traefikTopLevel.has(key))) return 'traefik-dynamic'
  if (tags.includes('helm')) return 'helm-values'
  return null
}

// ---------------------------------------------------------------------------------------------------
// Brackets and quotes

/**
 * Whether the brackets of an expression pair up and its strings close: "..." and '...' with
 * backslash escapes, `...` without (PromQL's and Traefik's raw strings). With `comments`, a #
 * outside a string starts a comment to the end of the line, as in PromQL. This is all it checks.
 */
export function bracketErrors(expression: string, { comments = false } = {}): string[] {
  const closing: Record<string, string> = { '(': ')', '[': ']', '{': '}' }
  const stack: string[] = []
  let quote: string | null = null
  for (let i = 0; i < expression.length; i++) {
    const char = expression[i] ?? ''
    if (quote) {
      if (char === '\\' && quote !== '`') i++
      else if (char === quote) quote = null
      continue
    }
    if (char === '"' || char === "'" || char === '`') quote = char
    else if (comments && char === '#') {
      const end = expression.indexOf('\n', i)
      i = end === -1 ? expression.length : end
    } else if (char in closing) stack.push(closing[char] ?? '')
    else if (char === ')' || char === ']' || char === '}') {
      const expected = stack.pop()
      if (expected !== char)
        return [`${char} at offset ${i} ${expected ? `where ${expected} was expected` : 'closes nothing'}`]
    }
  }
  const problems: string[] = []
  if (quote) problems.push(`a ${quote} string is not closed`)
  if (stack.length > 0)
    problems.push(`${stack.length} bracket(s) not closed (expected ${[...stack].reverse().join('')})`)
  return problems
}

// ---------------------------------------------------------------------------------------------------
// Dependabot

// The package-ecosystem values of SchemaStore's dependabot-2.0.json (GitHub's own list of supported
// ecosystems also names bazel and conda); others need `enable-beta-ecosystems: true`.
const dependabotEcosystems = new Set([
  'bazel',
  'bun',
  'bundler',
  'cargo',
  'composer',
  'conda',
  'devcontainers',
  'docker',
  'docker-compose',
  'dotnet-sdk',
  'elm',
  'gitsubmodule',
  'github-actions',
  'gomod',
  'gradle',
  'helm',
  'maven',
  'mix',
  'npm',
  'nuget',
  'pip',
  'pub',
  'swift',
  'terraform',
  'uv',
])
const dependabotIntervals = ['daily', 'weekly', 'monthly', 'quarterly', 'semiannually', 'yearly', 'cron']
const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']
// The options of one `updates` entry in the dependabot.yml reference (dependabot-2.0.json's `update`).
const dependabotUpdateKeys = new Set([
  'allow',
  'assignees',
  'commit-message',
  'cooldown',
  'directories',
  'directory',
  'groups',
  'ignore',
  'insecure-external-code-execution',
  'labels',
  'milestone',
  'open-pull-requests-limit',
  'package-ecosystem',
  'pull-request-branch-name',
  'rebase-strategy',
  'registries',
  'schedule',
  'target-branch',
  'vendor',
  'versioning-strategy',
])
const groupRuleKeys = ['dependency-type', 'patterns', 'exclude-patterns', 'update-types']

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && item !== '')

/** A `.github/dependabot.yml` (version 2), against the configuration options reference. */
export function dependabotErrors(config: unknown): string[] {
  if (!isRecord(config)) return ['the config is not a map']
  const problems: string[] = []
  if (config.version !== 2) problems.push('version must be 2')
  if (!Array.isArray(config.updates) || config.updates.length === 0) return [...problems, 'no updates']
  const beta = config['enable-beta-ecosystems'] === true
  const seen = new Set<string>()
  config.updates.forEach((update: unknown, i) => {
    const at = `updates[${i}]`
    if (!isRecord(update)) {
      problems.push(`${at} is not a map`)
      return
    }
    for (const key of Object.keys(update))
      if (!dependabotUpdateKeys.has(key)) problems.push(`${at}: unknown key ${key}`)
    const ecosystem = update['package-ecosystem']
    if (typeof ecosystem !== 'string' || !(dependabotEcosystems.has(ecosystem) || (beta && ecosystem !== ''))) {
      problems.push(`${at}: unknown package-ecosystem ${String(ecosystem)}`)
    }
    const hasDirectory = update.directory !== undefined
    const hasDirectories = update.directories !== undefined
    if (hasDirectory === hasDirectories) problems.push(`${at}: needs exactly one of directory and directories`)
    if (hasDirectory && (typeof update.directory !== 'string' || update.directory === '')) {
      problems.push(`${at}: directory must be a path`)
    }
    if (hasDirectories && !isStringList(update.directories)) problems.push(`${at}: directories must be a list of paths`)
    const identity = [ecosystem, update.directory ?? update.directories, update['target-branch']].map(String).join('|')
    if (seen.has(identity)) problems.push(`${at}: a second entry for the same ecosystem, directory and target-branch`)
    seen.add(identity)
    problems.push(...scheduleErrors(update.schedule).map((p) => `${at}: ${p}`))
    if (update.groups !== undefined) problems.push(...groupErrors(update.groups).map((p) => `${at}: ${p}`))
    if (update.ignore !== undefined) {
      const ignore = Array.isArray(update.ignore) ? update.ignore : [null]
      ignore.forEach((rule: unknown, j) => {
        if (!isRecord(rule) || !['dependency-name', 'update-types', 'versions'].some((k) => k in rule)) {
          problems.push(`${at}: ignore[${j}] names no dependency-name, update-types or versions`)
        } else if (
          rule['update-types'] !== undefined &&
          !(
            isStringList(rule['update-types']) &&
            rule['update-types'].every((t) => /^version-update:semver-(major|minor|patch)$/.test(t))
          )
        ) {
          problems.push(`${at}: ignore[${j}].update-types must be version-update:semver-major, -minor or -patch`)
        }
      })
    }
  })
  return problems
}

function scheduleErrors(schedule: unknown): string[] {
  if (!isRecord(schedule)) return ['no schedule']
  const problems: string[] = []
  const { interval, day, time, cronjob } = schedule
  if (typeof interval !== 'string' || !dependabotIntervals.includes(interval)) {
    problems.push(`schedule.interval must be one of ${dependabotIntervals.join(', ')}`)
  }
  if (interval === 'cron' && typeof cronjob !== 'string') problems.push('schedule.interval cron needs a cronjob')
  if (day !== undefined && !weekdays.includes(String(day)))
    problems.push(`schedule.day ${String(day)} is not a weekday`)
  if (time !== undefined && !/^([01]\d|2[0-3]):[0-5]\d$/.test(String(time))) {
    problems.push(`schedule.time ${String(time)} is not hh:mm (quote it, or YAML may read a number)`)
  }
  return problems
}

function groupErrors(groups: unknown): string[] {
  if (!isRecord(groups) || Object.keys(groups).length === 0) return ['groups must be a map of named groups']
  const problems: string[] = []
  for (const [name, group] of Object.entries(groups)) {
    if (!isRecord(group) || !groupRuleKeys.some((key) => key in group)) {
      problems.push(`group ${name} has none of ${groupRuleKeys.join(', ')}`)
      continue
    }
    for (const key of ['patterns', 'exclude-patterns']) {
      if (group[key] !== undefined && !isStringList(group[key])) problems.push(`group ${name}: ${key} must be a list`)
    }
    const types = group['update-types']
    if (types !== undefined && !(isStringList(types) && types.every((t) => ['major', 'minor', 'patch'].includes(t)))) {
      problems.push(`group ${name}: update-types must list major, minor or patch`)
    }
    const dependencyType = group['dependency-type']
    if (dependencyType !== undefined && dependencyType !== 'development' && dependencyType !== 'production') {
      problems.push(`group ${name}: dependency-type must be development or production`)
    }
    const appliesTo = group['applies-to']
    if (appliesTo !== undefined && appliesTo !== 'version-updates' && appliesTo !== 'security-updates') {
      problems.push(`group ${name}: applies-to must be version-updates or security-updates`)
    }
  }
  return problems
}

// ---------------------------------------------------------------------------------------------------
// OpenAPI 3.1

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

/** The value a local `$ref` ("#/a/b") points at in the document, or undefined. */
function resolvePointer(doc: unknown, ref: string): unknown {
  if (ref === '#') return doc
  if (!ref.startsWith('#/')) return undefined
  let node: unknown = doc
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~')
    if (Array.isArray(node) && /^\d+$/.test(key)) node = node[Number(key)]
    else if (isRecord(node) && Object.hasOwn(node, key)) node = node[key]
    else return undefined
  }
  return node
}

/** Every `$ref` string in a document, with where it sits. */
function refsIn(node: unknown, at: string, found: { at: string; ref: string }[] = []) {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) refsIn(item, `${at}/${i}`, found)
  } else if (isRecord(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push({ at, ref: value })
      else refsIn(value, `${at}/${key}`, found)
    }
  }
  return found
}

/**
 * An OpenAPI 3.1 document: the version and info, every `$ref` resolving inside the document, every
 * operation with responses, path parameters declared as the path template names them (and the
 * other way round), unique operationIds, and security requirements naming defined schemes.
 */
export function openApiErrors(doc: unknown): string[] {
  if (!isRecord(doc)) return ['the document is not a map']
  const problems: string[] = []
  if (typeof doc.openapi !== 'string' || !/^3\.1\.\d+$/.test(doc.openapi))
    problems.push('openapi must be 3.1.x (a string)')
  const info = doc.info
  if (!isRecord(info) || typeof info.title !== 'string' || info.title.trim() === '') problems.push('no info.title')
  if (!isRecord(info) || typeof info.version !== 'string') problems.push('info.version must be a string')
  if (doc.paths === undefined && doc.components === undefined && doc.webhooks === undefined) {
    problems.push('needs paths, components or webhooks')
  }
  for (const { at, ref } of refsIn(doc, '#')) {
    if (resolvePointer(doc, ref) === undefined) problems.push(`${at}: $ref ${ref} does not resolve inside the document`)
  }
  const deref = (value: unknown): unknown =>
    isRecord(value) && typeof value.$ref === 'string' ? resolvePointer(doc, value.$ref) : value
  const components = isRecord(doc.components) ? doc.components : {}
  const schemes = isRecord(components.securitySchemes) ? Object.keys(components.securitySchemes) : []
  const securityErrors = (security: unknown, at: string) => {
    if (security === undefined) return
    if (!Array.isArray(security)) {
      problems.push(`${at}: security must be a list`)
      return
    }
    for (const requirement of security) {
      for (const name of isRecord(requirement) ? Object.keys(requirement) : []) {
        if (!schemes.includes(name))
          problems.push(`${at}: security scheme ${name} is not in components.securitySchemes`)
      }
    }
  }
  securityErrors(doc.security, 'security')
  if (doc.paths !== undefined && !isRecord(doc.paths)) return [...problems, 'paths must be a map']
  const operationIds = new Set<string>()
  for (const [path, rawItem] of Object.entries(isRecord(doc.paths) ? doc.paths : {})) {
    if (!path.startsWith('/')) problems.push(`path ${path} does not start with /`)
    const item = deref(rawItem)
    if (!isRecord(item)) {
      problems.push(`${path} is not a map`)
      continue
    }
    const inPath = (list: unknown) =>
      (Array.isArray(list) ? list : [])
        .map(deref)
        .filter((p): p is Record<string, unknown> => isRecord(p) && p.in === 'path')
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '')
    const shared = inPath(item.parameters)
    for (const method of httpMethods) {
      const operation = item[method]
      if (operation === undefined) continue
      const at = `${method.toUpperCase()} ${path}`
      if (!isRecord(operation)) {
        problems.push(`${at} is not a map`)
        continue
      }
      if (!isRecord(operation.responses) || Object.keys(operation.responses).length === 0) {
        problems.push(`${at} has no responses`)
      } else {
        for (const code of Object.keys(operation.responses)) {
          if (code !== 'default' && !/^[1-5](\d\d|XX)$/.test(code))
            problems.push(`${at}: response ${code} is not a status`)
        }
      }
      if (typeof operation.operationId === 'string') {
        if (operationIds.has(operation.operationId))
          problems.push(`${at}: operationId ${operation.operationId} is used twice`)
        operationIds.add(operation.operationId)
      }
      securityErrors(operation.security, at)
      const declared = [...shared, ...inPath(operation.parameters)]
      for (const name of templated) {
        const param = declared.find((p) => p.name === name)
        if (!param) problems.push(`${at}: path parameter {${name}} is not declared`)
        else if (param.required !== true) problems.push(`${at}: path parameter ${name} must be required: true`)
      }
      for (const param of declared) {
        if (!templated.includes(String(param.name)))
          problems.push(`${at}: path parameter ${param.name} is not in the path`)
      }
    }
  }
  return problems
}

// ---------------------------------------------------------------------------------------------------
// Prometheus rules

/** A duration as Prometheus reads one (model.ParseDuration): units from y down to ms, in order, or 0. */
export const isPrometheusDuration = (value: unknown) =>
  value === '0' ||
  value === 0 ||
  (typeof value === 'string' && value !== '' && /^(\d+y)?(\d+w)?(\d+d)?(\d+h)?(\d+m)?(\d+s)?(\d+ms)?$/.test(value))

const labelName = /^[a-zA-Z_][a-zA-Z0-9_]*$/
const metricName = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/
const ruleKeys = new Set(['alert', 'record', 'expr', 'for', 'keep_firing_for', 'labels', 'annotations'])
const groupKeys = new Set(['name', 'interval', 'rules', 'limit', 'query_offset', 'labels'])

/**
 * A Prometheus rule file (what `promtool check rules` reads): named groups, each rule an alert or a
 * recording rule with an expression, durations Prometheus parses, labels and annotations as maps of
 * strings whose templates close. PromQL itself is not parsed: only its brackets and strings are checked.
 */
export function prometheusRuleErrors(file: unknown): string[] {
  if (!isRecord(file)) return ['the rule file is not a map']
  const problems: string[] = []
  for (const key of Object.keys(file)) if (key !== 'groups') problems.push(`unknown top-level key ${key}`)
  if (!Array.isArray(file.groups) || file.groups.length === 0) return [...problems, 'no groups']
  const names = new Set<string>()
  file.groups.forEach((group: unknown, g) => {
    if (!isRecord(group) || typeof group.name !== 'string' || group.name === '') {
      problems.push(`groups[${g}] has no name`)
      return
    }
    const at = `group ${group.name}`
    if (names.has(group.name)) problems.push(`${at}: the name is used twice`)
    names.add(group.name)
    for (const key of Object.keys(group)) if (!groupKeys.has(key)) problems.push(`${at}: unknown key ${key}`)
    for (const key of ['interval', 'query_offset']) {
      if (group[key] !== undefined && !isPrometheusDuration(group[key]))
        problems.push(`${at}: ${key} is not a duration`)
    }
    if (!Array.isArray(group.rules) || group.rules.length === 0) {
      problems.push(`${at}: no rules`)
      return
    }
    group.rules.forEach((rule: unknown, r) => {
      const name = isRecord(rule) ? (rule.alert ?? rule.record) : undefined
      const where = `${at}, rule ${typeof name === 'string' ? name : r + 1}`
      if (!isRecord(rule)) {
        problems.push(`${where} is not a map`)
        return
      }
      problems.push(...ruleErrors(rule).map((p) => `${where}: ${p}`))
    })
  })
  return problems
}

function ruleErrors(rule: Record<string, unknown>): string[] {
  const problems: string[] = []
  for (const key of Object.keys(rule)) if (!ruleKeys.has(key)) problems.push(`unknown key ${key}`)
  const isAlert = rule.alert !== undefined
  if (isAlert === (rule.record !== undefined)) problems.push('needs exactly one of alert and record')
  if (isAlert && (typeof rule.alert !== 'string' || rule.alert === '')) problems.push('alert must be a name')
  if (!isAlert && (typeof rule.record !== 'string' || !metricName.test(rule.record))) {
    problems.push('record must be a metric name')
  }
  if (typeof rule.expr !== 'string' || rule.expr.trim() === '') problems.push('no expr')
  else problems.push(...bracketErrors(rule.expr, { comments: true }).map((p) => `expr: ${p}`))
  for (const key of ['for', 'keep_firing_for']) {
    if (rule[key] === undefined) continue
    if (!isAlert) problems.push(`${key} is for alerting rules only`)
    else if (!isPrometheusDuration(rule[key])) problems.push(`${key}: ${String(rule[key])} is not a duration`)
  }
  if (!isAlert && rule.annotations !== undefined) problems.push('annotations are for alerting rules only')
  for (const key of ['labels', 'annotations']) {
    const map = rule[key]
    if (map === undefined) continue
    if (!isRecord(map)) {
      problems.push(`${key} must be a map`)
      continue
    }
    for (const [name, value] of Object.entries(map)) {
      if (!labelName.test(name)) problems.push(`${key}: ${name} is not a valid label name`)
      if (typeof value !== 'string') problems.push(`${key}.${name} must be a string (quote it)`)
      else problems.push(...goTemplateErrors(value).map((p) => `${key}.${name}: ${p}`))
    }
  }
  return problems
}

// ---------------------------------------------------------------------------------------------------
// Traefik dynamic configuration

const traefikServiceTypes: Record<string, string[]> = {
  http: ['loadBalancer', 'weighted', 'mirroring', 'failover'],
  tcp: ['loadBalancer', 'weighted'],
  udp: ['loadBalancer', 'weighted'],
}
/** A reference to something another provider defines: `name@file`, `noop@internal`. */
const fromProvider = /^[^@\s]+@[a-z][a-z0-9-]*$/

/**
 * Traefik's dynamic configuration (file provider): routers with entry points, a rule (TCP too; UDP
 * routers have none) whose brackets and strings close, and a service and middlewares that are
 * defined in the file or name their provider (`@internal`, `@docker`...); services with one
 * balancing type and servers; middlewares with exactly one type each.
 */
export function traefikDynamicErrors(config: unknown): string[] {
  if (!isRecord(config)) return ['the configuration is not a map']
  const problems: string[] = []
  for (const key of Object.keys(config)) if (!traefikTopLevel.has(key)) problems.push(`unknown top-level key ${key}`)
  if (!['http', 'tcp', 'udp'].some((key) => key in config)) problems.push('no http, tcp or udp section')
  for (const protocol of ['http', 'tcp', 'udp']) {
    const section = config[protocol]
    if (section === undefined) continue
    if (!isRecord(section)) {
      problems.push(`${protocol} is not a map`)
      continue
    }
    const routers = isRecord(section.routers) ? section.routers : {}
    const services = isRecord(section.services) ? section.services : {}
    const middlewares = isRecord(section.middlewares) ? section.middlewares : {}
    const known = (name: unknown, defined: Record<string, unknown>) =>
      typeof name === 'string' && (Object.hasOwn(defined, name) || fromProvider.test(name))
    for (const [name, router] of Object.entries(routers)) {
      const at = `${protocol} router ${name}`
      if (!isRecord(router)) {
        problems.push(`${at} is not a map`)
        continue
      }
      if (!isStringList(router.entryPoints)) problems.push(`${at}: entryPoints must list entry point names`)
      if (protocol !== 'udp') {
        if (typeof router.rule !== 'string' || router.rule.trim() === '') problems.push(`${at}: no rule`)
        else problems.push(...bracketErrors(router.rule).map((p) => `${at}: rule: ${p}`))
      }
      if (!known(router.service, services)) problems.push(`${at}: service ${String(router.service)} is not defined`)
      if (router.middlewares !== undefined) {
        if (!Array.isArray(router.middlewares)) problems.push(`${at}: middlewares must be a list`)
        else {
          for (const middleware of router.middlewares) {
            if (!known(middleware, middlewares)) problems.push(`${at}: middleware ${String(middleware)} is not defined`)
          }
        }
      }
    }
    for (const [name, service] of Object.entries(services)) {
      const types = isRecord(service) ? Object.keys(service) : []
      const allowed = traefikServiceTypes[protocol] ?? []
      if (types.length !== 1 || !allowed.includes(types[0] ?? '')) {
        problems.push(`${protocol} service ${name} needs exactly one of ${allowed.join(', ')}`)
        continue
      }
      const balancer = isRecord(service) ? service.loadBalancer : undefined
      if (balancer === undefined) continue
      const field = protocol === 'http' ? 'url' : 'address'
      const servers = isRecord(balancer) && Array.isArray(balancer.servers) ? balancer.servers : []
      if (servers.length === 0 || !servers.every((s) => isRecord(s) && typeof s[field] === 'string')) {
        problems.push(`${protocol} service ${name}: loadBalancer.servers must list servers, each with a ${field}`)
      }
    }
    for (const [name, middleware] of Object.entries(middlewares)) {
      if (!isRecord(middleware) || Object.keys(middleware).length !== 1) {
        problems.push(`${protocol} middleware ${name} must have exactly one type`)
      }
    }
  }
  return problems
}

// ---------------------------------------------------------------------------------------------------
// Helm values for a chart made by `helm create`

/** What a value must be: a scalar type, anything (copied whole with toYaml), a list of one shape, or a map of keys. */
type ValueShape = 'string' | 'integer' | 'boolean' | 'any' | [ValueShape] | { [key: string]: ValueShape }

/**
 * Every value the templates of a chart made by `helm create` read, and the shape they read it in.
 * Taken from the values.yaml and templates that `helm create` writes in Helm 4
 * (pkg/chart/v2/util/create.go) and in Helm 3 since the backport of its HTTPRoute (helm/helm#30658,
 * merged May 2025 for 3.18; pkg/chartutil/create.go). Charts made by older releases read no
 * `httpRoute`, and before helm/helm#12530 no probe values. Fragments the templates copy whole with
 * toYaml are 'any'.
 */
export const helmCreateValues: { [key: string]: ValueShape } = {
  replicaCount: 'integer',
  image: { repository: 'string', pullPolicy: 'string', tag: 'string' },
  imagePullSecrets: 'any',
  nameOverride: 'string',
  fullnameOverride: 'string',
  serviceAccount: { create: 'boolean', automount: 'boolean', annotations: 'any', name: 'string' },
  podAnnotations: 'any',
  podLabels: 'any',
  podSecurityContext: 'any',
  securityContext: 'any',
  service: { type: 'string', port: 'integer' },
  ingress: {
    enabled: 'boolean',
    className: 'string',
    annotations: 'any',
    hosts: [{ host: 'string', paths: [{ path: 'string', pathType: 'string' }] }],
    tls: [{ hosts: ['string'], secretName: 'string' }],
  },
  httpRoute: {
    enabled: 'boolean',
    annotations: 'any',
    parentRefs: 'any',
    hostnames: ['string'],
    rules: [{ matches: 'any', filters: 'any' }],
  },
  resources: 'any',
  livenessProbe: 'any',
  readinessProbe: 'any',
  autoscaling: {
    enabled: 'boolean',
    minReplicas: 'integer',
    maxReplicas: 'integer',
    targetCPUUtilizationPercentage: 'integer',
    targetMemoryUtilizationPercentage: 'integer',
  },
  volumes: 'any',
  volumeMounts: 'any',
  nodeSelector: 'any',
  tolerations: 'any',
  affinity: 'any',
}

function shapeErrors(value: unknown, shape: ValueShape, at: string): string[] {
  // null removes a default in Helm's merge, which is fine for any key.
  if (shape === 'any' || value === null) return []
  if (shape === 'string') return typeof value === 'string' ? [] : [`${at} must be a string (quote it)`]
  if (shape === 'integer') return Number.isInteger(value) ? [] : [`${at} must be a whole number`]
  if (shape === 'boolean') return typeof value === 'boolean' ? [] : [`${at} must be true or false`]
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return [`${at} must be a list`]
    return value.flatMap((item, i) => shapeErrors(item, shape[0], `${at}[${i}]`))
  }
  if (!isRecord(value)) return [`${at} must be a map`]
  return Object.entries(value).flatMap(([key, child]) => {
    const childShape = shape[key]
    const path = at ? `${at}.${key}` : key
    return childShape
      ? shapeErrors(child, childShape, path)
      : [`${path} is not read by a helm create chart's templates`]
  })
}

/** Values for a `helm create` chart: every key one its templates read, in the shape they read it. */
export function helmCreateValuesErrors(values: unknown): string[] {
  return shapeErrors(values, helmCreateValues, '')
}

// The defaults of `helm create`'s values.yaml that reach the pod, which Helm merges user values into.
const helmCreatePodDefaults: Record<string, unknown> = {
  image: { repository: 'nginx', pullPolicy: 'IfNotPresent', tag: '' },
  service: { type: 'ClusterIP', port: 80 },
  livenessProbe: { httpGet: { path: '/', port: 'http' } },
  readinessProbe: { httpGet: { path: '/', port: 'http' } },
}

/** Helm's merge of values: maps merge key by key, anything else replaces, null deletes. */
function coalesce(base: unknown, over: unknown): unknown {
  if (!isRecord(base) || !isRecord(over)) return over === undefined ? base : over
  const merged: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(over)) {
    if (value === null) delete merged[key]
    else merged[key] = coalesce(base[key], value)
  }
  return merged
}

/**
 * The Pod that the Deployment of a `helm create` chart runs, made from values the way its
 * templates/deployment.yaml does (the fragments it copies with toYaml land where it puts them), so
 * the Kubernetes schemas can check them. Written here by hand after that template, not rendered by Helm.
 */
export function helmCreatePod(input: unknown): Record<string, unknown> {
  const values = coalesce(helmCreatePodDefaults, isRecord(input) ? input : {}) as Record<string, unknown>
  const image = isRecord(values.image) ? values.image : {}
  const service = isRecord(values.service) ? values.service : {}
  const present = (object: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined && value !== null))
  const container = present({
    name: 'app',
    securityContext: values.securityContext,
    image: `${String(image.repository)}:${String(image.tag || '1.16.0')}`,
    imagePullPolicy: image.pullPolicy,
    ports: [{ name: 'http', containerPort: service.port, protocol: 'TCP' }],
    livenessProbe: values.livenessProbe,
    readinessProbe: values.readinessProbe,
    resources: values.resources,
    volumeMounts: values.volumeMounts,
  })
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: present({ name: 'helm-create-values', annotations: values.podAnnotations, labels: values.podLabels }),
    spec: present({
      imagePullSecrets: values.imagePullSecrets,
      securityContext: values.podSecurityContext,
      containers: [container],
      volumes: values.volumes,
      nodeSelector: values.nodeSelector,
      affinity: values.affinity,
      tolerations: values.tolerations,
    }),
  }
}
