import type { TemplateCategorySlug, TemplateLanguage } from '@snipstack/contracts'
import type { Db } from '@snipstack/server/db/client'
import { type TemplateFileRecord, templates } from '@snipstack/server/db/schema'
import { sql } from 'drizzle-orm'
import { paretoInt, type Random, randomFrom, slugOf, weightedPicker, zipfPicker } from './synthetic'

// A synthetic templates catalogue for the templates bench (`bun run bench templates`): bench data
// only, never seeded, written nowhere but the bench's scratch database. Generated from a fixed
// seed, so every run and every machine measures the same rows, and shaped like the real catalogue
// (modules/templates/content) so that filters and searches cost what they would: every category
// and language, names, descriptions, tags and a README built from the stacks a template is for,
// whose popularity falls off as 1/rank (Zipf). A less common stack such as `rabbitmq` is found in
// about 3 % of 10,000 rows (a name hit for some, a tag, description or README mention for more),
// a popular one such as `redis` in a sixth, and the category `kubernetes` holds about a sixth.
// Each has 2 to 6 small files, a quarter are priced, and ratings, reviews, downloads and views
// are spread as a store's are: most templates little used, a few very popular.

export const SYNTHETIC_TEMPLATE_COUNT = 10_000
export const SYNTHETIC_TEMPLATE_SEED = 20_250_128

/** A row ready to insert (every column but the id and the change stamp, which a trigger sets), dated so that publication order follows the index. */
export type SyntheticTemplate = Required<Omit<typeof templates.$inferInsert, 'id' | 'changedAt'>> & {
  categorySlug: TemplateCategorySlug
  language: TemplateLanguage
}

/** What a template is for; `app` is the language of an application stack, absent for a service. */
type Stack = {
  tag: string
  title: string
  image: string
  port: number
  app?: 'TypeScript' | 'JavaScript' | 'Go' | 'Python' | 'Rust' | 'Java' | 'PHP'
}

/** Stacks by popularity, most popular first (Zipf): `redis` (rank 6) names about 3.5 % of the rows. */
const stacks: readonly Stack[] = [
  { tag: 'nodejs', title: 'Node.js', image: 'node:22-alpine', port: 3000, app: 'JavaScript' },
  { tag: 'postgresql', title: 'PostgreSQL', image: 'postgres:17-alpine', port: 5432 },
  { tag: 'python', title: 'Python', image: 'python:3.13-slim', port: 8000, app: 'Python' },
  { tag: 'go', title: 'Go', image: 'golang:1.24-alpine', port: 8080, app: 'Go' },
  { tag: 'react', title: 'React', image: 'node:22-alpine', port: 5173, app: 'TypeScript' },
  { tag: 'redis', title: 'Redis', image: 'redis:7-alpine', port: 6379 },
  { tag: 'nextjs', title: 'Next.js', image: 'node:22-alpine', port: 3000, app: 'TypeScript' },
  { tag: 'django', title: 'Django', image: 'python:3.13-slim', port: 8000, app: 'Python' },
  { tag: 'fastapi', title: 'FastAPI', image: 'python:3.13-slim', port: 8000, app: 'Python' },
  { tag: 'bun', title: 'Bun', image: 'oven/bun:1', port: 3000, app: 'TypeScript' },
  { tag: 'mysql', title: 'MySQL', image: 'mysql:8.4', port: 3306 },
  { tag: 'express', title: 'Express', image: 'node:22-alpine', port: 3000, app: 'JavaScript' },
  { tag: 'rabbitmq', title: 'RabbitMQ', image: 'rabbitmq:4-management', port: 5672 },
  { tag: 'mongodb', title: 'MongoDB', image: 'mongo:8', port: 27017 },
  { tag: 'prometheus', title: 'Prometheus', image: 'prom/prometheus:v3.2.0', port: 9090 },
  { tag: 'grafana', title: 'Grafana', image: 'grafana/grafana:11.5.0', port: 3000 },
  { tag: 'kafka', title: 'Kafka', image: 'apache/kafka:3.9.0', port: 9092 },
  { tag: 'elasticsearch', title: 'Elasticsearch', image: 'elasticsearch:8.17.0', port: 9200 },
  { tag: 'flask', title: 'Flask', image: 'python:3.13-slim', port: 5000, app: 'Python' },
  { tag: 'gin', title: 'Gin', image: 'golang:1.24-alpine', port: 8080, app: 'Go' },
  { tag: 'wordpress', title: 'WordPress', image: 'wordpress:6-apache', port: 80 },
  { tag: 'minio', title: 'MinIO', image: 'minio/minio:latest', port: 9000 },
  { tag: 'keycloak', title: 'Keycloak', image: 'quay.io/keycloak/keycloak:26.1', port: 8080 },
  { tag: 'traefik', title: 'Traefik', image: 'traefik:v3.3', port: 80 },
  { tag: 'vault', title: 'Vault', image: 'hashicorp/vault:1.18', port: 8200 },
  { tag: 'sveltekit', title: 'SvelteKit', image: 'node:22-alpine', port: 3000, app: 'TypeScript' },
  { tag: 'deno', title: 'Deno', image: 'denoland/deno:2.1.4', port: 8000, app: 'TypeScript' },
  { tag: 'valkey', title: 'Valkey', image: 'valkey/valkey:8-alpine', port: 6379 },
  { tag: 'clickhouse', title: 'ClickHouse', image: 'clickhouse/clickhouse-server:25.1', port: 8123 },
  { tag: 'nats', title: 'NATS', image: 'nats:2.10-alpine', port: 4222 },
  { tag: 'rust', title: 'Rust', image: 'rust:1.90-slim', port: 8080, app: 'Rust' },
  { tag: 'spring-boot', title: 'Spring Boot', image: 'eclipse-temurin:25-jre', port: 8080, app: 'Java' },
  { tag: 'php', title: 'PHP', image: 'php:8.4-apache', port: 8080, app: 'PHP' },
]
const byTag = new Map(stacks.map((stack) => [stack.tag, stack]))
const anyStack = zipfPicker(stacks)
/** Starters are applications: their stacks only, in the same order of popularity. */
const appStack = zipfPicker(stacks.filter((stack) => stack.app))

/** What usually runs beside a stack, so that companion mentions read plausibly. */
const companions: Record<string, string[]> = {
  nodejs: ['postgresql', 'redis', 'express', 'react'],
  python: ['postgresql', 'redis', 'django', 'fastapi'],
  go: ['postgresql', 'redis', 'prometheus', 'nats'],
  react: ['nodejs', 'nextjs', 'bun'],
  nextjs: ['postgresql', 'redis', 'react'],
  django: ['postgresql', 'redis', 'rabbitmq'],
  fastapi: ['postgresql', 'redis', 'rabbitmq'],
  flask: ['postgresql', 'redis'],
  express: ['postgresql', 'mongodb', 'redis'],
  bun: ['postgresql', 'redis', 'sveltekit'],
  gin: ['postgresql', 'redis'],
  postgresql: ['redis', 'minio'],
  mysql: ['redis', 'wordpress'],
  wordpress: ['mysql', 'redis'],
  prometheus: ['grafana'],
  grafana: ['prometheus', 'clickhouse'],
  kafka: ['clickhouse', 'elasticsearch'],
  elasticsearch: ['kafka', 'grafana'],
  keycloak: ['postgresql'],
}

/** A kind of template within its category: `{stack}` in the name is the stack's title. */
type Kind = { name: string; tags: string[]; language?: TemplateLanguage }

/** A file with the line the README's "What's inside" says about it. */
type MadeFile = TemplateFileRecord & { about: string }

type Context = { stack: Stack; companion?: Stack; kind: Kind; name: string; random: Random }

type Category = {
  slug: TemplateCategorySlug
  /** Its share of the catalogue, as a weight. */
  weight: number
  language: TemplateLanguage
  kinds: Kind[]
  /** What the template gives you: the description's second half. */
  features: string[]
  /** Files every template of the category has, then files some have. */
  files(context: Context): { required: MadeFile[]; optional: MadeFile[] }
  usage(context: Context): string
}

const envName = (stack: Stack) => `${stack.tag.toUpperCase().replaceAll('-', '_')}_URL`
/** The companion's URL among a compose service's environment variables. */
const companionEnv = (companion: Stack | undefined) =>
  companion ? `\n      ${envName(companion)}: \${${envName(companion)}}` : ''

/** How an application stack is installed and started in an image. */
function runtime(stack: Stack) {
  switch (stack.app) {
    case 'Python':
      return { manifest: 'pyproject.toml', install: 'pip install --no-cache-dir .', cmd: '["python", "-m", "app"]' }
    case 'Go':
      return { manifest: 'go.mod go.sum', install: 'go build -trimpath -o /out/app .', cmd: '["/app"]' }
    case 'Rust':
      return { manifest: 'Cargo.toml Cargo.lock', install: 'cargo build --release --locked', cmd: '["/app/server"]' }
    case 'Java':
      return { manifest: 'pom.xml', install: 'mvn -B -q dependency:go-offline', cmd: '["java", "-jar", "app.jar"]' }
    case 'PHP':
      return {
        manifest: 'composer.json composer.lock',
        install: 'composer install --no-dev',
        cmd: '["apache2-foreground"]',
      }
    case 'TypeScript':
    case 'JavaScript':
      return {
        manifest: 'package.json package-lock.json',
        install: 'npm ci --omit=dev',
        cmd: stack.tag === 'bun' ? '["bun", "src/index.ts"]' : '["node", "server.js"]',
      }
    default:
      return { manifest: `${stack.tag}.conf`, install: `mkdir -p /etc/${stack.tag}`, cmd: '' }
  }
}

const dockerfile = ({ stack, kind }: Context): MadeFile => {
  const run = runtime(stack)
  const final = kind.tags.includes('distroless') ? 'gcr.io/distroless/static-debian12:nonroot' : stack.image
  const content = stack.app
    ? `# syntax=docker/dockerfile:1
FROM ${stack.image} AS build
WORKDIR /src
COPY ${run.manifest} ./
RUN --mount=type=cache,target=/root/.cache ${run.install}
COPY . .

FROM ${final}
WORKDIR /app
COPY --from=build /src /app
ENV PORT=${stack.port}
USER 10001
EXPOSE ${stack.port}
HEALTHCHECK --interval=30s --timeout=3s CMD ["wget", "-qO-", "http://127.0.0.1:${stack.port}/healthz"]
CMD ${run.cmd}
`
    : `# syntax=docker/dockerfile:1
FROM ${stack.image}
COPY config/${stack.tag}.conf /etc/${stack.tag}/${stack.tag}.conf
USER 10001
EXPOSE ${stack.port}
HEALTHCHECK --interval=10s --timeout=3s CMD ["sh", "-c", "nc -z 127.0.0.1 ${stack.port}"]
`
  return { path: 'Dockerfile', content, about: `the ${stack.title} image, as a non-root user with a healthcheck.` }
}

const dockerignore: MadeFile = {
  path: '.dockerignore',
  content: '.git\nnode_modules\n__pycache__\n*.log\n.env\ncoverage\ndist\n',
  about: 'keeps the build context small and secrets out of the image.',
}

const compose = ({ stack, companion, name }: Context): MadeFile => ({
  path: 'compose.yaml',
  content: `name: ${slugOf(name).slice(0, 40)}
services:
  ${stack.tag}:
    image: ${stack.image}
    restart: unless-stopped
    ports:
      - "${stack.port}:${stack.port}"
    environment:
      PORT: "${stack.port}"${companionEnv(companion)}
    healthcheck:
      test: ["CMD-SHELL", "nc -z 127.0.0.1 ${stack.port}"]
      interval: 10s
      retries: 5${
        companion
          ? `
    depends_on:
      ${companion.tag}:
        condition: service_healthy
  ${companion.tag}:
    image: ${companion.image}
    restart: unless-stopped
    volumes:
      - ${companion.tag}-data:/data
    healthcheck:
      test: ["CMD-SHELL", "nc -z 127.0.0.1 ${companion.port}"]
      interval: 10s
      retries: 5
volumes:
  ${companion.tag}-data:`
          : ''
      }
`,
  about: `${stack.title}${companion ? ` and ${companion.title}` : ''}, with healthchecks and restart policies.`,
})

const envExample = ({ stack, companion }: Context): MadeFile => ({
  path: '.env.example',
  content: `PORT=${stack.port}\nLOG_LEVEL=info\n${companion ? `${envName(companion)}=${companion.tag}://${companion.tag}:${companion.port}\n` : ''}`,
  about: 'the settings to copy to `.env`.',
})

const apiVersions: Record<string, string> = {
  Service: 'v1',
  HorizontalPodAutoscaler: 'autoscaling/v2',
  NetworkPolicy: 'networking.k8s.io/v1',
  PodDisruptionBudget: 'policy/v1',
  CronJob: 'batch/v1',
}

const manifest = (kind: string, name: string, spec: string) =>
  `apiVersion: ${apiVersions[kind] ?? 'apps/v1'}
kind: ${kind}
metadata:
  name: ${name}
  labels:
    app.kubernetes.io/name: ${name}
${spec}`

const workload = ({ stack, kind }: Context, prefix: string): MadeFile => {
  const kindName = kind.tags.includes('statefulset')
    ? 'StatefulSet'
    : kind.tags.includes('cronjob')
      ? 'CronJob'
      : 'Deployment'
  const container = `      containers:
        - name: ${stack.tag}
          image: ${stack.image}
          ports:
            - name: http
              containerPort: ${stack.port}
          resources:
            requests: { cpu: 100m, memory: 128Mi }
            limits: { memory: 256Mi }
          securityContext:
            runAsNonRoot: true
            readOnlyRootFilesystem: true
            allowPrivilegeEscalation: false`
  const spec =
    kindName === 'CronJob'
      ? `spec:
  schedule: "17 3 * * *"
  concurrencyPolicy: Forbid
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: OnFailure
    ${container.replaceAll('\n', '\n    ')}
`
      : `spec:
  replicas: ${kindName === 'StatefulSet' ? 1 : 3}
  selector:
    matchLabels:
      app.kubernetes.io/name: ${stack.tag}
  template:
    metadata:
      labels:
        app.kubernetes.io/name: ${stack.tag}
    spec:
${container}
`
  return {
    path: `${prefix}${kindName.toLowerCase()}.yaml`,
    content: manifest(kindName, stack.tag, spec),
    about: `the ${kindName} for ${stack.title}, with requests, limits and a locked-down security context.`,
  }
}

const k8sService = ({ stack }: Context, prefix: string): MadeFile => ({
  path: `${prefix}service.yaml`,
  content: manifest(
    'Service',
    stack.tag,
    `spec:
  selector:
    app.kubernetes.io/name: ${stack.tag}
  ports:
    - port: ${stack.port}
      targetPort: http
`,
  ),
  about: `a ClusterIP Service on port ${stack.port}.`,
})

const categories: readonly Category[] = [
  {
    slug: 'docker',
    weight: 16,
    language: 'Dockerfile',
    kinds: [
      { name: '{stack} Dockerfile', tags: ['dockerfile', 'multi-stage'] },
      { name: '{stack} Multi-Stage Build', tags: ['multi-stage', 'build-cache'] },
      { name: '{stack} on Distroless', tags: ['distroless', 'non-root'] },
      { name: 'Slim {stack} Image', tags: ['alpine', 'small-image'] },
      { name: '{stack} Dev Container', tags: ['devcontainer', 'local-development'] },
    ],
    features: [
      'a non-root user, a healthcheck and a build cache that survives code changes',
      'a final image with the runtime and nothing else',
      'reproducible builds pinned to a digest, ready for CI',
      'fast rebuilds with cache mounts and a tight .dockerignore',
    ],
    files: (context) => ({
      required: [dockerfile(context), dockerignore],
      optional: [
        {
          path: 'docker-entrypoint.sh',
          content: `#!/bin/sh\nset -eu\n# Wait for dependencies, then hand over to the main process.\nexec "$@"\n`,
          about: 'runs the command as PID 1 after the checks.',
        },
        compose(context),
        {
          path: '.devcontainer/devcontainer.json',
          content: `{\n  "name": "${context.stack.title}",\n  "build": { "dockerfile": "../Dockerfile" },\n  "forwardPorts": [${context.stack.port}]\n}\n`,
          about: 'opens the project in a dev container.',
        },
      ],
    }),
    usage: ({ stack, name }) =>
      `docker build -t ${slugOf(name)} .\ndocker run --rm -p ${stack.port}:${stack.port} ${slugOf(name)}`,
  },
  {
    slug: 'docker-compose',
    weight: 14,
    language: 'YAML',
    kinds: [
      { name: '{stack} Compose Stack', tags: ['compose', 'healthcheck'] },
      { name: '{stack} Local Dev Stack', tags: ['local-development', 'compose-watch'] },
      { name: '{stack} with Backups', tags: ['backup', 'cron'] },
      { name: '{stack} Behind a Proxy', tags: ['reverse-proxy', 'https'] },
    ],
    features: [
      'every service with a healthcheck, started in order',
      'named volumes, restart policies and one command to start it all',
      'settings in one .env file and nothing secret in the compose file',
    ],
    files: (context) => ({
      required: [compose(context), envExample(context)],
      optional: [
        {
          path: 'compose.override.yaml',
          content: `services:\n  ${context.stack.tag}:\n    develop:\n      watch:\n        - action: sync\n          path: ./src\n          target: /app/src\n`,
          about: 'local overrides: source synced into the container.',
        },
        {
          path: 'init/01-schema.sql',
          content:
            'create table if not exists items (\n  id bigint generated always as identity primary key,\n  name text not null,\n  created_at timestamptz not null default now()\n);\n',
          about: 'creates the schema on first start.',
        },
        {
          path: 'scripts/backup.sh',
          content: `#!/bin/sh\nset -eu\nstamp=$(date +%Y%m%d-%H%M%S)\ndocker compose exec -T ${context.stack.tag} sh -c 'tar -czf - /data' > "backup-$stamp.tar.gz"\n`,
          about: 'a dated backup of the data volume.',
        },
      ],
    }),
    usage: () => 'cp .env.example .env\ndocker compose up -d\ndocker compose ps',
  },
  {
    slug: 'kubernetes',
    weight: 16,
    language: 'YAML',
    kinds: [
      { name: '{stack} Deployment Manifests', tags: ['deployment', 'ingress'] },
      { name: '{stack} StatefulSet', tags: ['statefulset', 'persistent-volume'] },
      { name: '{stack} CronJob', tags: ['cronjob', 'scheduled-tasks'] },
      { name: 'Network Policies for {stack}', tags: ['network-policy', 'zero-trust'] },
      { name: '{stack} Kustomize Base', tags: ['kustomize', 'overlays'] },
      { name: 'Autoscaled {stack}', tags: ['hpa', 'pod-disruption-budget'] },
    ],
    features: [
      'probes, resource limits and a locked-down security context',
      'zone spreading and a disruption budget so drains never take every replica',
      'one kustomization that applies it all and sets the image',
    ],
    files: (context) => ({
      required: [
        workload(context, 'k8s/'),
        k8sService(context, 'k8s/'),
        {
          path: 'k8s/kustomization.yaml',
          content: `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n  - ${workload(context, '').path}\n  - service.yaml\nimages:\n  - name: ${context.stack.image.split(':')[0]}\n    newTag: "${context.stack.image.split(':')[1] ?? 'latest'}"\n`,
          about: 'applies the manifests and sets the image.',
        },
      ],
      optional: [
        {
          path: 'k8s/hpa.yaml',
          content: manifest(
            'HorizontalPodAutoscaler',
            context.stack.tag,
            `spec:\n  scaleTargetRef: { apiVersion: apps/v1, kind: Deployment, name: ${context.stack.tag} }\n  minReplicas: 3\n  maxReplicas: 12\n  metrics:\n    - type: Resource\n      resource: { name: cpu, target: { type: Utilization, averageUtilization: 70 } }\n`,
          ),
          about: '3 to 12 replicas on CPU.',
        },
        {
          path: 'k8s/pdb.yaml',
          content: manifest(
            'PodDisruptionBudget',
            context.stack.tag,
            `spec:\n  maxUnavailable: 1\n  selector:\n    matchLabels:\n      app.kubernetes.io/name: ${context.stack.tag}\n`,
          ),
          about: 'at most one pod down during voluntary disruptions.',
        },
        {
          path: 'k8s/networkpolicy.yaml',
          content: manifest(
            'NetworkPolicy',
            context.stack.tag,
            `spec:\n  podSelector:\n    matchLabels:\n      app.kubernetes.io/name: ${context.stack.tag}\n  policyTypes: [Ingress]\n  ingress:\n    - ports:\n        - port: ${context.stack.port}\n`,
          ),
          about: `only port ${context.stack.port} is reachable.`,
        },
      ],
    }),
    usage: ({ stack }) =>
      `kubectl create namespace ${stack.tag}\nkubectl apply -k k8s/ -n ${stack.tag}\nkubectl -n ${stack.tag} get pods`,
  },
  {
    slug: 'helm',
    weight: 8,
    language: 'YAML',
    kinds: [
      { name: '{stack} Helm Chart', tags: ['helm', 'chart'] },
      { name: '{stack} Worker Chart', tags: ['helm', 'worker'] },
      { name: '{stack} Chart with Migrations', tags: ['helm', 'helm-hooks'] },
    ],
    features: [
      'values for every environment and sane defaults for Kubernetes',
      'probes, autoscaling and a ServiceAccount, all switchable from values',
      'a pre-upgrade hook that runs migrations before new pods start',
    ],
    files: ({ stack, name }) => ({
      required: [
        {
          path: 'Chart.yaml',
          content: `apiVersion: v2\nname: ${stack.tag}\ndescription: ${name}\ntype: application\nversion: 0.1.0\nappVersion: "${stack.image.split(':')[1] ?? 'latest'}"\n`,
          about: 'the chart and its version.',
        },
        {
          path: 'values.yaml',
          content: `replicaCount: 2\nimage:\n  repository: ${stack.image.split(':')[0]}\n  tag: "${stack.image.split(':')[1] ?? 'latest'}"\nservice:\n  port: ${stack.port}\nresources:\n  requests:\n    cpu: 100m\n    memory: 128Mi\n`,
          about: 'the settings to override per environment.',
        },
        {
          path: 'templates/deployment.yaml',
          content: `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: {{ .Release.Name }}\nspec:\n  replicas: {{ .Values.replicaCount }}\n  template:\n    spec:\n      containers:\n        - name: ${stack.tag}\n          image: "{{ .Values.image.repository }}:{{ .Values.image.tag }}"\n`,
          about: 'the Deployment, from values.',
        },
      ],
      optional: [
        {
          path: 'templates/service.yaml',
          content:
            'apiVersion: v1\nkind: Service\nmetadata:\n  name: {{ .Release.Name }}\nspec:\n  ports:\n    - port: {{ .Values.service.port }}\n',
          about: 'the Service.',
        },
        {
          path: 'templates/_helpers.tpl',
          content: '{{- define "chart.labels" -}}\napp.kubernetes.io/name: {{ .Chart.Name }}\n{{- end }}\n',
          about: 'shared labels.',
        },
      ],
    }),
    usage: ({ stack }) => `helm install ${stack.tag} . -n ${stack.tag} --create-namespace\nhelm test ${stack.tag}`,
  },
  {
    slug: 'nginx',
    weight: 11,
    language: 'NGINX',
    kinds: [
      { name: 'Reverse Proxy for {stack}', tags: ['reverse-proxy', 'https'] },
      { name: '{stack} TLS Hardening', tags: ['tls', 'security-headers'] },
      { name: 'Rate Limiting for {stack}', tags: ['rate-limiting', 'security'] },
      { name: '{stack} Load Balancer', tags: ['load-balancing', 'upstream'] },
      { name: 'Static Caching in Front of {stack}', tags: ['caching', 'gzip'] },
      { name: 'WebSocket Proxy for {stack}', tags: ['websocket', 'reverse-proxy'] },
    ],
    features: [
      'TLS 1.2+ only, HSTS and the security headers browsers check',
      'keep-alive upstreams, timeouts and buffering tuned for APIs',
      'per-address limits that answer 429 instead of falling over',
    ],
    files: ({ stack }) => ({
      required: [
        {
          path: 'nginx.conf',
          content: `worker_processes auto;\nevents { worker_connections 1024; }\nhttp {\n  include mime.types;\n  sendfile on;\n  keepalive_timeout 65;\n  include conf.d/*.conf;\n}\n`,
          about: 'the main configuration.',
        },
        {
          path: `conf.d/${stack.tag}.conf`,
          content: `upstream ${stack.tag.replaceAll('-', '_')} {\n  server 127.0.0.1:${stack.port};\n  keepalive 32;\n}\nserver {\n  listen 80;\n  server_name example.com;\n  location / {\n    proxy_pass http://${stack.tag.replaceAll('-', '_')};\n    proxy_http_version 1.1;\n    proxy_set_header Host $host;\n  }\n}\n`,
          about: `the site, proxying to ${stack.title} on port ${stack.port}.`,
        },
      ],
      optional: [
        {
          path: 'snippets/security-headers.conf',
          content:
            'add_header X-Content-Type-Options nosniff always;\nadd_header Referrer-Policy strict-origin-when-cross-origin always;\n',
          about: 'headers for every answer.',
        },
        {
          path: 'snippets/tls.conf',
          content: 'ssl_protocols TLSv1.2 TLSv1.3;\nssl_session_cache shared:SSL:10m;\nssl_session_tickets off;\n',
          about: 'modern TLS settings.',
        },
        {
          path: 'snippets/proxy.conf',
          content:
            'proxy_set_header X-Real-IP $remote_addr;\nproxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;\nproxy_read_timeout 60s;\n',
          about: 'forwarded headers and timeouts.',
        },
      ],
    }),
    usage: () => 'sudo cp -r . /etc/nginx/\nsudo nginx -t\nsudo systemctl reload nginx',
  },
  {
    slug: 'ci-cd',
    weight: 14,
    language: 'YAML',
    kinds: [
      { name: '{stack} GitHub Actions CI', tags: ['github-actions', 'ci'] },
      { name: '{stack} GitLab CI Pipeline', tags: ['gitlab-ci', 'pipeline'] },
      { name: '{stack} Release Workflow', tags: ['github-actions', 'release'] },
      { name: '{stack} Deploy Workflow', tags: ['github-actions', 'continuous-deployment'] },
      { name: '{stack} Deploy Script', tags: ['deploy', 'ssh'], language: 'Shell' },
      { name: '{stack} Backup Script', tags: ['backup', 'cron'], language: 'Shell' },
    ],
    features: [
      'cached dependencies, a test matrix and results on the pull request',
      'builds and pushes a tagged image, then deploys it with a rollback',
      'one script that does it the same way on a laptop and in CI',
    ],
    files: ({ stack, kind }) => {
      const workflow: MadeFile = kind.tags.includes('gitlab-ci')
        ? {
            path: '.gitlab-ci.yml',
            content: `stages: [test, build]\ntest:\n  stage: test\n  image: ${stack.image}\n  script:\n    - make test\nbuild:\n  stage: build\n  image: docker:27\n  services: [docker:27-dind]\n  script:\n    - docker build -t $CI_REGISTRY_IMAGE:$CI_COMMIT_SHA .\n`,
            about: 'test and build stages.',
          }
        : {
            path: `.github/workflows/${kind.tags.includes('release') ? 'release' : kind.tags.includes('ci') ? 'ci' : 'deploy'}.yml`,
            content: `name: ${kind.name.replace('{stack}', stack.title)}\non:\n  push:\n    branches: [main]\n  pull_request:\njobs:\n  run:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: make test\n`,
            about: 'the workflow.',
          }
      const script: MadeFile = {
        path: `scripts/${kind.tags.includes('backup') ? 'backup' : 'deploy'}.sh`,
        content: `#!/usr/bin/env bash\nset -euo pipefail\n# ${kind.name.replace('{stack}', stack.title)}\nhost="\${DEPLOY_HOST:?set DEPLOY_HOST}"\nssh "$host" "docker pull ${stack.image} && docker compose up -d ${stack.tag}"\n`,
        about: 'does the work, stopping at the first failure.',
      }
      const required = kind.language === 'Shell' ? [script, workflow] : [workflow, script]
      return {
        required,
        optional: [
          {
            path: '.github/dependabot.yml',
            content:
              'version: 2\nupdates:\n  - package-ecosystem: github-actions\n    directory: /\n    schedule:\n      interval: weekly\n',
            about: 'keeps the actions up to date.',
          },
          {
            path: 'Makefile',
            content: 'test:\n\t./scripts/test.sh\n.PHONY: test\n',
            about: 'the targets CI calls.',
          },
        ],
      }
    },
    usage: () => 'git add .github scripts\ngit commit -m "ci: add pipeline"\ngit push',
  },
  {
    slug: 'terraform',
    weight: 10,
    language: 'HCL',
    kinds: [
      { name: '{stack} on AWS', tags: ['aws', 'infrastructure-as-code'] },
      { name: '{stack} on Google Cloud', tags: ['gcp', 'cloud-run'] },
      { name: '{stack} on Hetzner', tags: ['hetzner', 'vps'] },
      { name: 'Managed {stack}', tags: ['managed-service', 'infrastructure-as-code'] },
    ],
    features: [
      'a module with typed variables, outputs and remote state',
      'least-privilege roles and everything tagged for cost reports',
      'plan in CI and apply by hand, with nothing hard-coded',
    ],
    files: ({ stack }) => ({
      required: [
        {
          path: 'main.tf',
          content: `resource "null_resource" "${stack.tag.replaceAll('-', '_')}" {\n  triggers = {\n    image = var.image\n    port  = var.port\n  }\n}\n`,
          about: 'the resources.',
        },
        {
          path: 'variables.tf',
          content: `variable "image" {\n  type    = string\n  default = "${stack.image}"\n}\n\nvariable "port" {\n  type    = number\n  default = ${stack.port}\n}\n`,
          about: 'what to set.',
        },
      ],
      optional: [
        {
          path: 'outputs.tf',
          content: `output "endpoint" {\n  value = "${stack.tag}.internal:${stack.port}"\n}\n`,
          about: 'what the module gives back.',
        },
        {
          path: 'versions.tf',
          content: 'terraform {\n  required_version = ">= 1.6"\n}\n',
          about: 'the Terraform version it needs.',
        },
        {
          path: 'terraform.tfvars.example',
          content: `image = "${stack.image}"\nport  = ${stack.port}\n`,
          about: 'example values.',
        },
      ],
    }),
    usage: () => 'terraform init\nterraform plan -out plan.tfplan\nterraform apply plan.tfplan',
  },
  {
    slug: 'starters',
    weight: 11,
    language: 'TypeScript',
    kinds: [
      { name: '{stack} Starter', tags: ['starter', 'testing'] },
      { name: '{stack} API Starter', tags: ['rest-api', 'starter'] },
      { name: '{stack} CLI Starter', tags: ['cli', 'starter'] },
      { name: '{stack} Service Template', tags: ['service', 'structured-logging'] },
    ],
    features: [
      'typed configuration, structured logs and a test already passing',
      'a health endpoint, graceful shutdown and a Dockerfile',
      'lint, format and test scripts wired up from the first commit',
    ],
    files: (context) => {
      const { stack } = context
      const name = slugOf(context.name)
      const language = stack.app ?? 'TypeScript'
      const sources: Record<typeof language, MadeFile[]> = {
        TypeScript: [
          {
            path: 'package.json',
            content: `{\n  "name": "${name}",\n  "private": true,\n  "type": "module",\n  "scripts": { "dev": "tsx watch src/index.ts", "test": "node --test" }\n}\n`,
            about: 'scripts and dependencies.',
          },
          {
            path: 'src/index.ts',
            content: `const port = Number(process.env.PORT ?? ${stack.port})\n\nexport function greet(name: string): string {\n  return \`Hello, \${name}\`\n}\n\nconsole.log(\`${stack.title} app on port \${port}\`)\n`,
            about: 'the entry point.',
          },
          {
            path: 'tsconfig.json',
            content: '{\n  "compilerOptions": { "strict": true, "module": "NodeNext", "target": "ES2023" }\n}\n',
            about: 'strict TypeScript.',
          },
        ],
        JavaScript: [
          {
            path: 'package.json',
            content: `{\n  "name": "${name}",\n  "private": true,\n  "type": "module",\n  "scripts": { "start": "node src/index.js", "test": "node --test" }\n}\n`,
            about: 'scripts and dependencies.',
          },
          {
            path: 'src/index.js',
            content: `import { createServer } from 'node:http'\n\nconst port = Number(process.env.PORT ?? ${stack.port})\ncreateServer((_req, res) => res.end('ok')).listen(port)\n`,
            about: 'the entry point.',
          },
        ],
        Go: [
          {
            path: 'go.mod',
            content: `module example.com/${name}\n\ngo 1.24\n`,
            about: 'the module.',
          },
          {
            path: 'main.go',
            content: `package main\n\nimport (\n\t"log"\n\t"net/http"\n)\n\nfunc main() {\n\thttp.HandleFunc("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.Write([]byte("ok")) })\n\tlog.Fatal(http.ListenAndServe(":${stack.port}", nil))\n}\n`,
            about: 'the server.',
          },
        ],
        Rust: [
          {
            path: 'Cargo.toml',
            content: `[package]\nname = "${name}"\nversion = "0.1.0"\nedition = "2024"\n`,
            about: 'the crate and its dependencies.',
          },
          {
            path: 'src/main.rs',
            content: `fn main() {\n    let port = std::env::var("PORT").unwrap_or_else(|_| "${stack.port}".into());\n    println!("${stack.title} app on port {port}");\n}\n`,
            about: 'the entry point.',
          },
        ],
        Java: [
          {
            path: 'pom.xml',
            content: `<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <modelVersion>4.0.0</modelVersion>\n  <groupId>com.example</groupId>\n  <artifactId>${name}</artifactId>\n  <version>0.1.0</version>\n</project>\n`,
            about: 'the Maven build.',
          },
          {
            path: 'src/main/java/com/example/App.java',
            content: `package com.example;\n\npublic class App {\n    public static void main(String[] args) {\n        System.out.println("${stack.title} app on port " + System.getenv().getOrDefault("PORT", "${stack.port}"));\n    }\n}\n`,
            about: 'the entry point.',
          },
        ],
        PHP: [
          {
            path: 'composer.json',
            content: `{\n  "name": "example/${name}",\n  "require": { "php": "^8.3" },\n  "autoload": { "psr-4": { "App\\\\": "src/" } }\n}\n`,
            about: 'the package and its autoloader.',
          },
          {
            path: 'public/index.php',
            content: `<?php\n\ndeclare(strict_types=1);\n\nheader('Content-Type: application/json');\necho json_encode(['app' => '${stack.title}']);\n`,
            about: 'the front controller.',
          },
        ],
        Python: [
          {
            path: 'pyproject.toml',
            content: `[project]\nname = "${name}"\nversion = "0.1.0"\nrequires-python = ">=3.12"\n`,
            about: 'the project and its dependencies.',
          },
          {
            path: 'app/main.py',
            content: `import os\n\nPORT = int(os.environ.get("PORT", "${stack.port}"))\n\n\ndef greet(name: str) -> str:\n    return f"Hello, {name}"\n`,
            about: 'the entry point.',
          },
        ],
      }
      return {
        required: sources[language],
        optional: [
          { path: '.gitignore', content: 'node_modules\n__pycache__\n.env\ndist\n', about: 'what stays out of git.' },
          dockerfile(context),
          envExample(context),
        ],
      }
    },
    usage: ({ stack }) => {
      switch (stack.app) {
        case 'Go':
          return 'go run .\ngo test ./...'
        case 'Python':
          return 'uv sync\nuv run python -m app'
        case 'Rust':
          return 'cargo run\ncargo test'
        case 'Java':
          return 'mvn spring-boot:run\nmvn verify'
        case 'PHP':
          return 'composer install\nphp -S 127.0.0.1:8000 -t public'
        default:
          return 'npm install\nnpm run dev'
      }
    },
  },
]
const pickCategory = weightedPicker(
  categories,
  categories.map((category) => category.weight),
)

const qualifiers = [
  'Production',
  'Minimal',
  'Hardened',
  'Zero-Downtime',
  'Lightweight',
  'Secure',
  'Scalable',
  'Simple',
  'Multi-Environment',
  'Observable',
]
const qualifierTags: Record<string, string> = {
  Production: 'production',
  Hardened: 'security',
  Secure: 'security',
  'Zero-Downtime': 'high-availability',
  Scalable: 'high-availability',
  Observable: 'monitoring',
}
const pitches = [
  'Copy it in, change the names and ship.',
  'Every setting that is easy to forget is already there.',
  'Small enough to read in one sitting.',
  'Tested on a fresh machine before every release.',
]
const prices = [9, 12, 15, 19, 24, 29, 39, 49]

/** Stars as stores show them: most templates between 4.2 and 4.9, a few lower, more spread with few reviews. */
function ratingFor(reviews: number, random: Random): number {
  if (reviews === 0) return 0
  const noise = reviews < 10 ? (random.next() - 0.5) * 0.8 : 0
  const stars = 4.8 - 1.6 * random.next() ** 3 + noise
  return Math.round(Math.min(5, Math.max(1, stars)) * 10) / 10
}

/** `count` distinct files out of `optional`, picked at random, keeping their order. */
function someOf<T>(optional: T[], count: number, random: Random): T[] {
  const chosen = new Set<number>()
  while (chosen.size < Math.min(count, optional.length)) chosen.add(random.int(optional.length))
  return optional.filter((_, index) => chosen.has(index))
}

const fence = '```'

/** Published ten a day from 2023-01-01, so that the n first rows are the n oldest whatever `count` is. */
const START = Date.UTC(2023, 0, 1)
const STEP_MS = 144 * 60_000

/**
 * `count` templates, the same for the same `seed` (and the first n of them the same whatever
 * `count` is). Slugs are unique, every row is valid for the template contract and for the
 * download (safe, distinct file paths), and `publishedAt` never falls as the index rises.
 */
export function syntheticTemplates(
  count = SYNTHETIC_TEMPLATE_COUNT,
  seed = SYNTHETIC_TEMPLATE_SEED,
): SyntheticTemplate[] {
  const random = randomFrom(seed)
  const rows: SyntheticTemplate[] = []
  for (let index = 0; index < count; index++) {
    const category = pickCategory(random)
    const stack = category.slug === 'starters' ? appStack(random) : anyStack(random)
    const kind = random.pick(category.kinds)
    // Mostly a usual companion, sometimes any stack; a third of templates are for one stack alone.
    const usual = companions[stack.tag]
    const drawn =
      random.next() < 0.34 ? undefined : usual && random.next() < 0.7 ? byTag.get(random.pick(usual)) : anyStack(random)
    const companion = drawn === stack ? undefined : drawn
    const qualifier = random.next() < 0.55 ? random.pick(qualifiers) : undefined
    const name = `${qualifier ? `${qualifier} ` : ''}${kind.name.replace('{stack}', stack.title)}`
    const context: Context = { stack, kind, name, random, ...(companion ? { companion } : {}) }

    const qualifierTag = qualifier ? qualifierTags[qualifier] : undefined
    const tags = [
      ...new Set([
        stack.tag,
        ...kind.tags.slice(0, 1 + random.int(kind.tags.length)),
        ...(companion ? [companion.tag] : []),
        ...(qualifierTag ? [qualifierTag] : []),
      ]),
    ].slice(0, 6)

    const { required, optional } = category.files(context)
    const files = [...required, ...someOf(optional, 2 + random.int(5) - required.length, random)]
    const language: TemplateLanguage =
      kind.language ?? (category.slug === 'starters' ? (stack.app ?? 'TypeScript') : category.language)

    const feature = random.pick(category.features)
    const description = `${kind.name.replace('{stack}', stack.title)}${companion ? ` with ${companion.title}` : ''}: ${feature}. ${random.pick(pitches)}`
    const readme = [
      `${description}`,
      '',
      "## What's inside",
      '',
      ...files.map((file) => `- \`${file.path}\`: ${file.about}`),
      '',
      '## Usage',
      '',
      `${fence}bash`,
      category.usage(context),
      fence,
      '',
      '## Customise',
      '',
      `- Pin \`${stack.image}\` to the version you run, and set the port (${stack.port}) if yours differs.`,
      ...(companion
        ? [`- Point \`${envName(companion)}\` at your own ${companion.title}; the defaults suit local development.`]
        : []),
      '',
    ].join('\n')

    // Most templates little used, a few very popular; downloads follow reviews, views follow downloads.
    const reviews = random.next() < 0.04 ? 0 : paretoInt(random, 4, 1.0, 5_000)
    const rating = ratingFor(reviews, random)
    const downloads = reviews * (15 + random.int(45)) + random.int(60)
    const views = Math.round(downloads * (2 + 4 * random.next())) + random.int(200)
    const paid = random.next() < 0.25
    const price = paid ? random.pick(prices) : 0
    const originalPrice = paid && random.next() < 0.4 ? price + 5 * (1 + random.int(4)) : undefined

    const publishedAt = new Date(START + index * STEP_MS)
    const createdAt = new Date(publishedAt.getTime() + random.int(60) * 60_000)
    rows.push({
      slug: `${slugOf(name)}-${index + 1}`,
      name,
      description,
      categorySlug: category.slug,
      language,
      tags,
      readme,
      files: files.map(({ path, content }) => ({ path, content })),
      priceCents: price * 100,
      originalPriceCents: originalPrice === undefined ? null : originalPrice * 100,
      rating,
      reviews,
      downloads,
      views,
      publishedAt: publishedAt.toISOString().slice(0, 10),
      createdAt,
      updatedAt: createdAt,
    })
  }
  return rows
}

/** Rows per INSERT: 17 parameters each, well under PostgreSQL's 65,535 per statement. */
const INSERT_BATCH = 500

/**
 * Writes the rows in multi-row INSERTs (the search column and its indexes are maintained as they
 * go), then ANALYZE, so the planner knows the table as autovacuum would have told it on a real
 * database by the time it served traffic.
 */
export async function insertSyntheticTemplates(db: Db, rows: SyntheticTemplate[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH)
    await db.insert(templates).values(rows.slice(start, start + INSERT_BATCH))
  await db.execute(sql`analyze ${templates}`)
}
