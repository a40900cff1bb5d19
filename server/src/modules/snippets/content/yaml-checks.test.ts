import { describe, expect, it } from 'vitest'
import { parse, parseAllDocuments } from 'yaml'
import {
  bracketErrors,
  dependabotErrors,
  helmCreatePod,
  helmCreateValuesErrors,
  isPrometheusDuration,
  openApiErrors,
  prometheusRuleErrors,
  traefikDynamicErrors,
  yamlSnippetKind,
} from './yaml-checks'

const docs = (yaml: string) => parseAllDocuments(yaml).map((doc) => doc.toJS() as unknown)
type Tree = Record<string, unknown>
/** The map at a path of keys and list indexes inside a parsed document (throws when there is none). */
const at = (root: unknown, ...path: (string | number)[]): Tree => {
  let node = root
  for (const key of path) node = (node as Record<string | number, unknown>)[key]
  if (typeof node !== 'object' || node === null || Array.isArray(node)) throw new Error(`no map at ${path.join('.')}`)
  return node as Tree
}
/** The list at a path inside a parsed document. */
const list = (root: unknown, ...path: (string | number)[]): unknown[] => {
  const parent = at(root, ...path.slice(0, -1))
  const node = parent[String(path[path.length - 1])]
  if (!Array.isArray(node)) throw new Error(`no list at ${path.join('.')}`)
  return node
}
/** The input with one change made to it (a deep copy, so each case starts from the good one). */
const changed = <T>(input: T, change: (copy: T) => void): T => {
  const copy = structuredClone(input)
  change(copy)
  return copy
}

describe('yamlSnippetKind', () => {
  it('knows each kind by its shape, and Helm values by the helm tag', () => {
    expect(
      yamlSnippetKind(docs('apiVersion: v1\nkind: Service\n---\napiVersion: apps/v1\nkind: Deployment\n'), []),
    ).toBe('kubernetes')
    expect(yamlSnippetKind(docs('apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\n'), [])).toBe(
      'kustomization',
    )
    expect(yamlSnippetKind(docs('name: shop\nservices:\n  db: { image: postgres }\nvolumes: {}\n'), [])).toBe('compose')
    expect(yamlSnippetKind(docs('name: CI\non: push\njobs: {}\n'), [])).toBe('github-workflow')
    expect(yamlSnippetKind(docs('version: 2\nupdates: []\n'), [])).toBe('dependabot')
    expect(yamlSnippetKind(docs('openapi: 3.1.0\n'), [])).toBe('openapi')
    expect(yamlSnippetKind(docs('groups: []\n'), [])).toBe('prometheus-rules')
    expect(yamlSnippetKind(docs('http:\n  routers: {}\n'), [])).toBe('traefik-dynamic')
    expect(yamlSnippetKind(docs('replicaCount: 2\n'), ['helm', 'kubernetes'])).toBe('helm-values')
  })

  it('knows no other YAML', () => {
    expect(yamlSnippetKind(docs('replicaCount: 2\n'), ['kubernetes'])).toBeNull()
    expect(yamlSnippetKind(docs('- a\n- b\n'), ['helm'])).toBeNull()
    expect(yamlSnippetKind([], ['helm'])).toBeNull()
    expect(yamlSnippetKind(docs('a: 1\n---\nb: 2\n'), ['helm'])).toBeNull()
    // A Kustomization is built, not validated as an object: one beside other objects is not a kind.
    const mixed =
      'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\n---\napiVersion: v1\nkind: Service\n'
    expect(yamlSnippetKind(docs(mixed), [])).toBeNull()
    // Compose keys beside others are not a Compose file.
    expect(yamlSnippetKind(docs('services: {}\nimage: x\n'), [])).toBeNull()
  })
})

describe('bracketErrors', () => {
  it('accepts closed brackets and strings', () => {
    expect(bracketErrors('sum(rate(x{job="web", path=~"/a\\"b"}[5m])) > 0.5')).toEqual([])
    expect(bracketErrors('Host(`a.example.com`) && PathPrefix(`/api(`)')).toEqual([])
    expect(bracketErrors('up # a comment with a (\n== 0', { comments: true })).toEqual([])
  })

  it('rejects unclosed brackets, stray closers and unclosed strings', () => {
    expect(bracketErrors('sum(rate(x[5m])')).toEqual(['1 bracket(s) not closed (expected ))'])
    expect(bracketErrors('rate(x[5m)]')).toEqual([') at offset 9 where ] was expected'])
    expect(bracketErrors('up)')).toEqual([') at offset 2 closes nothing'])
    expect(bracketErrors('x{job="web}')).toEqual(['a " string is not closed', '1 bracket(s) not closed (expected })'])
    expect(bracketErrors('Host(`a.example.com)')).not.toEqual([])
    expect(bracketErrors('up # (', { comments: false })).not.toEqual([])
  })
})

describe('dependabotErrors', () => {
  const good = parse(`
version: 2
updates:
  - package-ecosystem: npm
    directory: /
    schedule: { interval: weekly, day: monday, time: "06:00" }
    groups:
      dev: { dependency-type: development, update-types: [minor, patch] }
      actions: { patterns: ["*"], exclude-patterns: [aws-*] }
    ignore:
      - { dependency-name: "@types/node", update-types: [version-update:semver-major] }
  - package-ecosystem: docker
    directories: [/, /services/*]
    schedule: { interval: cron, cronjob: "0 6 * * 1" }
`) as Tree
  const first = (config: Tree) => at(config, 'updates', 0)

  it('accepts a valid config', () => {
    expect(dependabotErrors(good)).toEqual([])
  })

  it('rejects a broken one', () => {
    expect(dependabotErrors(changed(good, (c) => (c.version = 1)))).toEqual(['version must be 2'])
    expect(dependabotErrors({ version: 2, updates: [] })).toEqual(['no updates'])
    expect(dependabotErrors(changed(good, (c) => (first(c)['package-ecosystem'] = 'yarn')))).toEqual([
      'updates[0]: unknown package-ecosystem yarn',
    ])
    expect(dependabotErrors(changed(good, (c) => (first(c).directories = ['/a'])))).toEqual([
      'updates[0]: needs exactly one of directory and directories',
    ])
    expect(dependabotErrors(changed(good, (c) => delete first(c).directory))).toContain(
      'updates[0]: needs exactly one of directory and directories',
    )
    expect(dependabotErrors(changed(good, (c) => (first(c).schedule = { interval: 'hourly' })))).toEqual([
      'updates[0]: schedule.interval must be one of daily, weekly, monthly, quarterly, semiannually, yearly, cron',
    ])
    expect(dependabotErrors(changed(good, (c) => delete first(c).schedule))).toEqual(['updates[0]: no schedule'])
    expect(dependabotErrors(changed(good, (c) => (first(c).schedule = { interval: 'cron' })))).toEqual([
      'updates[0]: schedule.interval cron needs a cronjob',
    ])
    expect(dependabotErrors(changed(good, (c) => (first(c).schedule = { interval: 'weekly', time: 360 })))).toEqual([
      'updates[0]: schedule.time 360 is not hh:mm (quote it, or YAML may read a number)',
    ])
    expect(dependabotErrors(changed(good, (c) => (at(c, 'updates', 0, 'groups').actions = { patterns: '*' })))).toEqual(
      ['updates[0]: group actions: patterns must be a list'],
    )
    expect(
      dependabotErrors(
        changed(good, (c) => (at(c, 'updates', 0, 'groups').dev = { 'update-types': ['semver-minor'] })),
      ),
    ).toEqual(['updates[0]: group dev: update-types must list major, minor or patch'])
    expect(dependabotErrors(changed(good, (c) => (at(c, 'updates', 0, 'groups').dev = { name: 'x' })))).toEqual([
      'updates[0]: group dev has none of dependency-type, patterns, exclude-patterns, update-types',
    ])
    expect(dependabotErrors(changed(good, (c) => (first(c).ignore = [{ 'update-types': ['major'] }])))).toEqual([
      'updates[0]: ignore[0].update-types must be version-update:semver-major, -minor or -patch',
    ])
    expect(dependabotErrors(changed(good, (c) => (first(c).reviewer = ['me'])))).toEqual([
      'updates[0]: unknown key reviewer',
    ])
    expect(dependabotErrors(changed(good, (c) => list(c, 'updates').push(structuredClone(first(c)))))).toEqual([
      'updates[2]: a second entry for the same ecosystem, directory and target-branch',
    ])
  })

  it('takes any ecosystem name with enable-beta-ecosystems', () => {
    const beta = changed(good, (c) => {
      c['enable-beta-ecosystems'] = true
      first(c)['package-ecosystem'] = 'new-thing'
    })
    expect(dependabotErrors(beta)).toEqual([])
  })
})

describe('openApiErrors', () => {
  const good = parse(`
openapi: 3.1.0
info: { title: Users, version: 1.0.0 }
security: [{ bearer: [] }]
paths:
  /users/{id}:
    parameters:
      - $ref: "#/components/parameters/Id"
    get:
      operationId: getUser
      responses:
        "200": { description: A user, content: { application/json: { schema: { $ref: "#/components/schemas/User" } } } }
        4XX: { $ref: "#/components/responses/Error" }
  /users/{id}/posts/{postId}:
    get:
      operationId: getPost
      parameters:
        - { name: id, in: path, required: true, schema: { type: string } }
        - { name: postId, in: path, required: true, schema: { type: string } }
      responses: { default: { description: Anything } }
components:
  securitySchemes: { bearer: { type: http, scheme: bearer } }
  parameters:
    Id: { name: id, in: path, required: true, schema: { type: string } }
  schemas:
    User: { type: object, properties: { "a/b": { type: string } } }
    Ref: { $ref: "#/components/schemas/User/properties/a~1b" }
  responses:
    Error: { description: Error }
`) as Tree
  const getUser = (d: Tree) => at(d, 'paths', '/users/{id}', 'get')
  const getPost = (d: Tree) => at(d, 'paths', '/users/{id}/posts/{postId}', 'get')

  it('accepts a valid document', () => {
    expect(openApiErrors(good)).toEqual([])
  })

  it('rejects a broken one', () => {
    expect(openApiErrors(changed(good, (d) => (d.openapi = '3.0.3')))).toEqual(['openapi must be 3.1.x (a string)'])
    expect(openApiErrors(changed(good, (d) => (d.info = { version: 1 })))).toEqual([
      'no info.title',
      'info.version must be a string',
    ])
    expect(openApiErrors({ openapi: '3.1.0', info: { title: 'x', version: '1' } })).toEqual([
      'needs paths, components or webhooks',
    ])
    expect(
      openApiErrors(changed(good, (d) => (at(d, 'components', 'schemas', 'Ref').$ref = '#/components/schemas/Usr'))),
    ).toEqual(['#/components/schemas/Ref: $ref #/components/schemas/Usr does not resolve inside the document'])
    expect(
      openApiErrors(changed(good, (d) => (at(d, 'components', 'schemas', 'Ref').$ref = 'other.yaml#/User'))),
    ).toEqual(['#/components/schemas/Ref: $ref other.yaml#/User does not resolve inside the document'])
    expect(openApiErrors(changed(good, (d) => delete getUser(d).responses))).toEqual([
      'GET /users/{id} has no responses',
    ])
    expect(openApiErrors(changed(good, (d) => (getUser(d).responses = { ok: {} })))).toEqual([
      'GET /users/{id}: response ok is not a status',
    ])
    expect(openApiErrors(changed(good, (d) => list(getPost(d), 'parameters').pop()))).toEqual([
      'GET /users/{id}/posts/{postId}: path parameter {postId} is not declared',
    ])
    expect(openApiErrors(changed(good, (d) => (at(d, 'components', 'parameters', 'Id').required = false)))).toEqual([
      'GET /users/{id}: path parameter id must be required: true',
    ])
    expect(openApiErrors(changed(good, (d) => (at(d, 'components', 'parameters', 'Id').name = 'userId')))).toEqual([
      'GET /users/{id}: path parameter {id} is not declared',
      'GET /users/{id}: path parameter userId is not in the path',
    ])
    expect(openApiErrors(changed(good, (d) => (d.security = [{ apiKey: [] }])))).toEqual([
      'security: security scheme apiKey is not in components.securitySchemes',
    ])
    expect(openApiErrors(changed(good, (d) => (getPost(d).operationId = 'getUser')))).toEqual([
      'GET /users/{id}/posts/{postId}: operationId getUser is used twice',
    ])
  })
})

describe('prometheusRuleErrors', () => {
  const good = parse(`
groups:
  - name: web
    interval: 1m
    rules:
      - alert: HighErrorRate
        expr: |
          sum(rate(http_requests_total{status=~"5.."}[5m])) / sum(rate(http_requests_total[5m])) > 0.05
        for: 10m
        keep_firing_for: 1h30m
        labels: { severity: page }
        annotations: { summary: "{{ $value | humanizePercentage }} fail" }
      - record: job:http_requests:rate5m
        expr: sum by (job) (rate(http_requests_total[5m]))
`) as Tree
  const rule = (file: Tree, i = 0) => at(file, 'groups', 0, 'rules', i)

  it('accepts a valid rule file, and Prometheus durations', () => {
    expect(prometheusRuleErrors(good)).toEqual([])
    for (const d of ['5m', '1h30m', '2d', '1y2w', '500ms', '0']) expect(isPrometheusDuration(d), d).toBe(true)
    for (const d of ['', '5', '1.5h', '30m1h', '10 minutes', 5]) expect(isPrometheusDuration(d), String(d)).toBe(false)
  })

  it('rejects a broken one', () => {
    expect(prometheusRuleErrors({ groups: [] })).toEqual(['no groups'])
    expect(
      prometheusRuleErrors(changed(good, (f) => list(f, 'groups').push(structuredClone(at(f, 'groups', 0))))),
    ).toEqual(['group web: the name is used twice'])
    expect(prometheusRuleErrors(changed(good, (f) => (rule(f).record = 'x')))).toEqual([
      'group web, rule HighErrorRate: needs exactly one of alert and record',
    ])
    expect(prometheusRuleErrors(changed(good, (f) => delete rule(f, 1).expr))).toEqual([
      'group web, rule job:http_requests:rate5m: no expr',
    ])
    expect(prometheusRuleErrors(changed(good, (f) => (rule(f).for = '10 minutes')))).toEqual([
      'group web, rule HighErrorRate: for: 10 minutes is not a duration',
    ])
    expect(prometheusRuleErrors(changed(good, (f) => (rule(f, 1).for = '5m')))).toEqual([
      'group web, rule job:http_requests:rate5m: for is for alerting rules only',
    ])
    expect(prometheusRuleErrors(changed(good, (f) => (rule(f).labels = { severity: 1 })))).toEqual([
      'group web, rule HighErrorRate: labels.severity must be a string (quote it)',
    ])
    expect(prometheusRuleErrors(changed(good, (f) => (rule(f).annotations = { 'run-book': 'x' })))).toEqual([
      'group web, rule HighErrorRate: annotations: run-book is not a valid label name',
    ])
    expect(prometheusRuleErrors(changed(good, (f) => (rule(f).annotations = { summary: '{{ $value ' })))).toEqual([
      'group web, rule HighErrorRate: annotations.summary: line 1: {{ is never closed',
    ])
    expect(prometheusRuleErrors(changed(good, (f) => (rule(f).expr = 'sum(rate(x[5m]) > 1')))).toEqual([
      'group web, rule HighErrorRate: expr: 1 bracket(s) not closed (expected ))',
    ])
    expect(prometheusRuleErrors(changed(good, (f) => (rule(f).expr = 'up{job="web} == 0')))).not.toEqual([])
    expect(prometheusRuleErrors(changed(good, (f) => (rule(f, 1).record = 'http-requests')))).toEqual([
      'group web, rule http-requests: record must be a metric name',
    ])
  })
})

describe('traefikDynamicErrors', () => {
  const good = parse(`
http:
  routers:
    web:
      rule: Host(\`app.example.com\`)
      entryPoints: [websecure]
      service: web
      middlewares: [headers, auth@docker]
    redirect:
      rule: HostRegexp(\`.+\`)
      entryPoints: [web]
      service: noop@internal
  middlewares:
    headers: { headers: { frameDeny: true } }
  services:
    web: { loadBalancer: { servers: [{ url: "http://web:3000" }] } }
tcp:
  routers:
    db: { rule: HostSNI(\`*\`), entryPoints: [postgres], service: db }
  services:
    db: { loadBalancer: { servers: [{ address: "db:5432" }] } }
`) as Tree
  const web = (config: Tree) => at(config, 'http', 'routers', 'web')

  it('accepts a valid configuration', () => {
    expect(traefikDynamicErrors(good)).toEqual([])
  })

  it('rejects a broken one', () => {
    expect(traefikDynamicErrors({ tls: {} })).toEqual(['no http, tcp or udp section'])
    expect(traefikDynamicErrors(changed(good, (c) => (web(c).service = 'api')))).toEqual([
      'http router web: service api is not defined',
    ])
    expect(traefikDynamicErrors(changed(good, (c) => (web(c).middlewares = ['header'])))).toEqual([
      'http router web: middleware header is not defined',
    ])
    expect(traefikDynamicErrors(changed(good, (c) => delete web(c).entryPoints))).toEqual([
      'http router web: entryPoints must list entry point names',
    ])
    expect(traefikDynamicErrors(changed(good, (c) => (web(c).rule = ' ')))).toEqual(['http router web: no rule'])
    expect(traefikDynamicErrors(changed(good, (c) => (web(c).rule = 'Host(`app.example.com`')))).toEqual([
      'http router web: rule: 1 bracket(s) not closed (expected ))',
    ])
    expect(
      traefikDynamicErrors(changed(good, (c) => (at(c, 'http', 'services', 'web', 'loadBalancer').servers = []))),
    ).toEqual(['http service web: loadBalancer.servers must list servers, each with a url'])
    expect(
      traefikDynamicErrors(
        changed(good, (c) => (at(c, 'tcp', 'services', 'db', 'loadBalancer').servers = [{ url: 'x' }])),
      ),
    ).toEqual(['tcp service db: loadBalancer.servers must list servers, each with a address'])
    expect(traefikDynamicErrors(changed(good, (c) => (at(c, 'http', 'services', 'web').weighted = {})))).toEqual([
      'http service web needs exactly one of loadBalancer, weighted, mirroring, failover',
    ])
    expect(traefikDynamicErrors(changed(good, (c) => (at(c, 'http', 'middlewares', 'headers').compress = {})))).toEqual(
      ['http middleware headers must have exactly one type'],
    )
  })
})

describe('helmCreateValuesErrors and helmCreatePod', () => {
  const good = parse(`
image: { repository: ghcr.io/acme/web, tag: "1.4.2" }
replicaCount: 2
service: { port: 8080 }
ingress:
  enabled: true
  hosts: [{ host: a.example.com, paths: [{ path: /, pathType: Prefix }] }]
  tls: [{ secretName: a-tls, hosts: [a.example.com] }]
autoscaling: { enabled: true, minReplicas: 2, maxReplicas: 8 }
readinessProbe: { httpGet: { path: /health }, initialDelaySeconds: 5 }
securityContext: { readOnlyRootFilesystem: true }
affinity: null
`) as Tree

  it('accepts values a helm create chart reads', () => {
    expect(helmCreateValuesErrors(good)).toEqual([])
  })

  it('rejects values a helm create chart ignores, or reads as something else', () => {
    expect(helmCreateValuesErrors(changed(good, (v) => (v.env = { LOG_LEVEL: 'info' })))).toEqual([
      "env is not read by a helm create chart's templates",
    ])
    expect(helmCreateValuesErrors(changed(good, (v) => (v.podDisruptionBudget = { enabled: true })))).toEqual([
      "podDisruptionBudget is not read by a helm create chart's templates",
    ])
    expect(helmCreateValuesErrors(changed(good, (v) => (at(v, 'service').targetPort = 8080)))).toEqual([
      "service.targetPort is not read by a helm create chart's templates",
    ])
    expect(
      helmCreateValuesErrors(changed(good, (v) => (at(v, 'ingress', 'hosts', 0, 'paths', 0).backend = {}))),
    ).toEqual(["ingress.hosts[0].paths[0].backend is not read by a helm create chart's templates"])
    expect(helmCreateValuesErrors(changed(good, (v) => (at(v, 'image').tag = 1.1)))).toEqual([
      'image.tag must be a string (quote it)',
    ])
    expect(helmCreateValuesErrors(changed(good, (v) => (v.replicaCount = '2')))).toEqual([
      'replicaCount must be a whole number',
    ])
    expect(helmCreateValuesErrors(changed(good, (v) => (at(v, 'ingress').hosts = { host: 'a' })))).toEqual([
      'ingress.hosts must be a list',
    ])
    expect(helmCreateValuesErrors(['a'])).toEqual([' must be a map'])
  })

  it('builds the pod the chart runs, with values merged over its defaults as Helm merges them', () => {
    const pod = helmCreatePod(good) as { spec: { containers: Record<string, unknown>[] } }
    const [container] = pod.spec.containers
    expect(container?.image).toBe('ghcr.io/acme/web:1.4.2')
    expect(container?.imagePullPolicy).toBe('IfNotPresent')
    expect(container?.ports).toEqual([{ name: 'http', containerPort: 8080, protocol: 'TCP' }])
    // The readiness probe is merged into the default one; the liveness probe is the default.
    expect(container?.readinessProbe).toEqual({ httpGet: { path: '/health', port: 'http' }, initialDelaySeconds: 5 })
    expect(container?.livenessProbe).toEqual({ httpGet: { path: '/', port: 'http' } })
    expect(container?.securityContext).toEqual({ readOnlyRootFilesystem: true })
    expect(pod.spec).not.toHaveProperty('affinity')
    const withoutProbe = helmCreatePod(changed(good, (v) => (v.livenessProbe = null))) as typeof pod
    expect(withoutProbe.spec.containers[0]).not.toHaveProperty('livenessProbe')
  })
})
