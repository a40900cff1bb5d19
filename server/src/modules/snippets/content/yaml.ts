import { fence } from './markdown'
import type { SnippetSeed } from './types'

/** YAML snippets written for Snipstack. */
export const yamlSnippets: SnippetSeed[] = [
  {
    slug: 'kubernetes-deployment-service-hpa',
    title: 'Kubernetes Deployment, Service and Autoscaler',
    description:
      'A production-shaped web Deployment with probes, resource limits and a hardened security context, exposed by a Service and scaled by a CPU-based HorizontalPodAutoscaler.',
    language: 'YAML',
    category: 'Config',
    tags: ['kubernetes', 'deployment', 'autoscaling', 'devops'],
    plan: 'pro',
    price: 19,
    originalPrice: 29,
    code: `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  labels: { app.kubernetes.io/name: web }
spec:
  replicas: 2
  revisionHistoryLimit: 5
  strategy:
    rollingUpdate: { maxSurge: 1, maxUnavailable: 0 }
  selector:
    matchLabels: { app.kubernetes.io/name: web }
  template:
    metadata:
      labels: { app.kubernetes.io/name: web }
    spec:
      terminationGracePeriodSeconds: 30
      securityContext: { runAsNonRoot: true, runAsUser: 10001, fsGroup: 10001 }
      containers:
        - name: web
          image: ghcr.io/acme/web:1.4.2
          ports: [{ name: http, containerPort: 8080 }]
          envFrom: [{ secretRef: { name: web-env } }]
          resources:
            requests: { cpu: 100m, memory: 128Mi }
            limits: { memory: 256Mi }
          readinessProbe:
            httpGet: { path: /health, port: http }
            periodSeconds: 5
          livenessProbe:
            httpGet: { path: /health, port: http }
            initialDelaySeconds: 10
            periodSeconds: 15
          securityContext:
            allowPrivilegeEscalation: false
            readOnlyRootFilesystem: true
            capabilities: { drop: [ALL] }
---
apiVersion: v1
kind: Service
metadata:
  name: web
spec:
  selector: { app.kubernetes.io/name: web }
  ports: [{ name: http, port: 80, targetPort: http }]
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: web
spec:
  scaleTargetRef: { apiVersion: apps/v1, kind: Deployment, name: web }
  minReplicas: 2
  maxReplicas: 10
  metrics:
    - type: Resource
      resource:
        name: cpu
        target: { type: Utilization, averageUtilization: 70 }
`,
    mdx: `Three manifests in one file that cover what a stateless HTTP service needs on Kubernetes: zero-downtime rolling updates, health probes on a named port, CPU and memory requests, a non-root read-only container, a stable in-cluster address and automatic scaling between 2 and 10 replicas.

## Usage

${fence}bash
kubectl create secret generic web-env --from-literal=DATABASE_URL=postgres://...
kubectl apply -f web.yaml
kubectl rollout status deployment/web
kubectl get hpa web --watch
${fence}

## Notes

- The HPA computes utilisation against the CPU **request**, so the request must be set for it to work.
- There is deliberately no CPU limit (throttling hurts latency) but there is a memory limit, which protects the node.
- \`readOnlyRootFilesystem\` breaks apps that write temp files; mount an \`emptyDir\` at \`/tmp\` if yours does.
- Remove \`replicas\` from the Deployment once the HPA manages it, or every \`kubectl apply\` resets the count to 2.
`,
  },
  {
    slug: 'docker-compose-postgres-redis',
    title: 'Docker Compose for App, PostgreSQL and Redis',
    description:
      'A local development stack with an app service, PostgreSQL and Redis, health checks, named volumes and startup ordering that waits for the database to be ready.',
    language: 'YAML',
    category: 'Config',
    tags: ['docker', 'docker-compose', 'postgres', 'redis'],
    plan: 'free',
    code: `name: shop

services:
  app:
    build: .
    ports:
      - "3000:3000"
    environment:
      DATABASE_URL: postgres://shop:shop@db:5432/shop
      REDIS_URL: redis://cache:6379/0
      NODE_ENV: development
    volumes:
      - ./src:/app/src
    depends_on:
      db:
        condition: service_healthy
      cache:
        condition: service_healthy
    restart: unless-stopped

  db:
    image: postgres:17-alpine
    environment:
      POSTGRES_USER: shop
      POSTGRES_PASSWORD: shop
      POSTGRES_DB: shop
    ports:
      - "127.0.0.1:5432:5432"
    volumes:
      - pgdata:/var/lib/postgresql/data
      - ./db/init:/docker-entrypoint-initdb.d:ro
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U shop -d shop"]
      interval: 5s
      timeout: 3s
      retries: 10

  cache:
    image: redis:7-alpine
    command: ["redis-server", "--appendonly", "yes"]
    volumes:
      - redisdata:/data
    healthcheck:
      test: ["CMD", "redis-cli", "ping"]
      interval: 5s
      timeout: 3s
      retries: 10

volumes:
  pgdata:
  redisdata:
`,
    mdx: `A \`compose.yaml\` for local development. \`depends_on\` with \`condition: service_healthy\` makes the app wait until PostgreSQL actually accepts connections, not merely until its container has started, which removes the usual "connection refused" on first boot.

## Usage

${fence}bash
docker compose up -d --build
docker compose logs -f app
docker compose exec db psql -U shop -d shop
docker compose down        # keep data
docker compose down -v     # also delete the volumes
${fence}

## Notes

- The database port is published on 127.0.0.1 only, so it is not reachable from your network.
- SQL files in \`./db/init\` run once, when the \`pgdata\` volume is first created. Remove the volume to run them again.
- The credentials are for local use only; use secrets or an env file for anything shared.
- The top-level \`version\` key is obsolete in Compose v2 and is omitted on purpose.
`,
  },
  {
    slug: 'github-actions-bun-ci',
    title: 'GitHub Actions CI for a Bun Monorepo',
    description:
      'Lint, type-check and test a Bun project on every push and pull request, with a PostgreSQL service container, dependency caching and cancellation of superseded runs.',
    language: 'YAML',
    category: 'Config',
    tags: ['github-actions', 'ci', 'bun', 'testing'],
    plan: 'free',
    code: `name: CI

on:
  push:
    branches: [main]
  pull_request:

concurrency:
  group: ci-\${{ github.workflow }}-\${{ github.ref }}
  cancel-in-progress: true

permissions:
  contents: read

jobs:
  check:
    runs-on: ubuntu-latest
    timeout-minutes: 20
    services:
      postgres:
        image: postgres:17
        env:
          POSTGRES_USER: ci
          POSTGRES_PASSWORD: ci
          POSTGRES_DB: app_test
        ports: ["5432:5432"]
        options: >-
          --health-cmd "pg_isready -U ci"
          --health-interval 5s
          --health-timeout 3s
          --health-retries 10
    env:
      TEST_DATABASE_URL: postgres://ci:ci@localhost:5432/app_test
    steps:
      - uses: actions/checkout@v4
      - uses: oven-sh/setup-bun@v2
        with:
          bun-version-file: package.json
      - uses: actions/cache@v4
        with:
          path: ~/.bun/install/cache
          key: bun-\${{ runner.os }}-\${{ hashFiles('bun.lock') }}
          restore-keys: bun-\${{ runner.os }}-
      - run: bun install --frozen-lockfile
      - run: bun run lint
      - run: bun run typecheck
      - run: bun run test
`,
    mdx: `A single job that installs exactly what the lockfile says, then runs lint, type-check and tests. A PostgreSQL service container is available on localhost for database tests, and pushing a new commit to the same branch cancels the run that is still going.

## Usage

${fence}bash
mkdir -p .github/workflows
# save the workflow as .github/workflows/ci.yml, then:
git add .github/workflows/ci.yml
git commit -m "Add CI"
git push
${fence}

${fence}json
{
  "packageManager": "bun@1.2.0",
  "scripts": { "lint": "biome check .", "typecheck": "tsc -b", "test": "vitest run" }
}
${fence}

## Notes

- \`bun-version-file: package.json\` reads the version from \`packageManager\`, so local and CI Bun match. Replace it with \`bun-version: latest\` if you do not pin one.
- \`--frozen-lockfile\` fails the build when \`package.json\` and \`bun.lock\` disagree instead of silently updating the lockfile.
- \`permissions: contents: read\` keeps the default token least-privileged.
- Add a \`strategy.matrix\` if you need to test several operating systems.
`,
  },
  {
    slug: 'github-actions-docker-release',
    title: 'Build and Push Docker Images on Release Tags',
    description:
      'A GitHub Actions workflow that builds a multi-platform image with Buildx on every version tag, tags it semver-style and pushes it to GitHub Container Registry with layer caching.',
    language: 'YAML',
    category: 'Config',
    tags: ['github-actions', 'docker', 'release', 'containers'],
    plan: 'pro',
    price: 12,
    code: `name: Release image

on:
  push:
    tags: ["v*.*.*"]
  workflow_dispatch:

permissions:
  contents: read
  packages: write

jobs:
  image:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4

      - uses: docker/setup-qemu-action@v3
      - uses: docker/setup-buildx-action@v3

      - uses: docker/login-action@v3
        with:
          registry: ghcr.io
          username: \${{ github.actor }}
          password: \${{ secrets.GITHUB_TOKEN }}

      - id: meta
        uses: docker/metadata-action@v5
        with:
          images: ghcr.io/\${{ github.repository }}
          tags: |
            type=semver,pattern={{version}}
            type=semver,pattern={{major}}.{{minor}}
            type=sha,format=short

      - uses: docker/build-push-action@v6
        with:
          context: .
          platforms: linux/amd64,linux/arm64
          push: true
          tags: \${{ steps.meta.outputs.tags }}
          labels: \${{ steps.meta.outputs.labels }}
          cache-from: type=gha
          cache-to: type=gha,mode=max
`,
    mdx: `Push a tag such as \`v1.4.2\` and this workflow publishes \`ghcr.io/OWNER/REPO:1.4.2\`, \`:1.4\` and a short-SHA tag, for both amd64 and arm64. Build layers are cached in the GitHub Actions cache, so unchanged layers are not rebuilt.

## Usage

${fence}bash
git tag v1.4.2
git push origin v1.4.2

docker pull ghcr.io/acme/web:1.4
${fence}

## Notes

- The job needs \`packages: write\` to push to GHCR with the built-in \`GITHUB_TOKEN\`; no personal token is required.
- Cross-building arm64 through QEMU is slow for compiled languages. Drop \`linux/arm64\` or use native arm64 runners if builds take too long.
- \`workflow_dispatch\` lets you rebuild manually; without a tag the semver tags are skipped and only the SHA tag is pushed.
- Make the package public in the repository settings if anonymous pulls should work.
`,
  },
  {
    slug: 'helm-values-web-app',
    title: 'Helm values.yaml for a Web Service',
    description:
      'A well-structured values.yaml for a web application chart with image settings, ingress, resources, autoscaling, probes and environment, each commented with its purpose.',
    language: 'YAML',
    category: 'Config',
    tags: ['helm', 'kubernetes', 'values', 'charts'],
    plan: 'free',
    code: `# Image to run. Pin a tag per release; "latest" makes rollbacks impossible.
image:
  repository: ghcr.io/acme/web
  tag: "1.4.2"
  pullPolicy: IfNotPresent

replicaCount: 2

service:
  type: ClusterIP
  port: 80
  targetPort: 8080

ingress:
  enabled: true
  className: nginx
  annotations:
    cert-manager.io/cluster-issuer: letsencrypt
  hosts:
    - host: app.example.com
      paths:
        - path: /
          pathType: Prefix
  tls:
    - secretName: app-example-com-tls
      hosts: [app.example.com]

resources:
  requests:
    cpu: 100m
    memory: 128Mi
  limits:
    memory: 256Mi

autoscaling:
  enabled: true
  minReplicas: 2
  maxReplicas: 8
  targetCPUUtilizationPercentage: 70

probes:
  path: /health
  initialDelaySeconds: 5

# Plain settings go in env; secrets are referenced by name and created outside the chart.
env:
  LOG_LEVEL: info
  NODE_ENV: production
envFromSecret: web-env

podDisruptionBudget:
  enabled: true
  minAvailable: 1
`,
    mdx: `Values that a typical web-service chart exposes, grouped by concern so an environment override file stays short. The shape follows the conventions of charts created with \`helm create\`, so most templates read these keys without changes.

## Usage

${fence}bash
# values-staging.yaml only lists what differs:
#   replicaCount: 1
#   ingress: { hosts: [{ host: staging.example.com, paths: [{ path: /, pathType: Prefix }] }] }
helm upgrade --install web ./chart -f values.yaml -f values-staging.yaml --namespace web --create-namespace
helm template web ./chart -f values.yaml | kubectl diff -f -
${fence}

## Notes

- Later \`-f\` files override earlier ones key by key, but lists such as \`hosts\` are replaced whole.
- When \`autoscaling.enabled\` is true, the chart should omit \`replicas\` from the Deployment so the HPA owns it.
- Keep secrets out of values files; \`envFromSecret\` names a Secret created by your secret manager.
`,
  },
  {
    slug: 'kubernetes-ingress-tls',
    title: 'Kubernetes Ingress with Automatic TLS',
    description:
      'An NGINX Ingress that routes two hosts to different services, redirects HTTP to HTTPS and gets certificates from cert-manager automatically.',
    language: 'YAML',
    category: 'Config',
    tags: ['kubernetes', 'ingress', 'tls', 'cert-manager'],
    plan: 'free',
    code: `apiVersion: networking.k8s.io/v1
kind: Ingress
metadata:
  name: web
  annotations:
    cert-manager.io/cluster-issuer: letsencrypt
    nginx.ingress.kubernetes.io/ssl-redirect: "true"
    nginx.ingress.kubernetes.io/proxy-body-size: 10m
    nginx.ingress.kubernetes.io/proxy-read-timeout: "60"
spec:
  ingressClassName: nginx
  tls:
    - hosts: [app.example.com, api.example.com]
      secretName: example-com-tls
  rules:
    - host: app.example.com
      http:
        paths:
          - path: /
            pathType: Prefix
            backend:
              service:
                name: web
                port: { name: http }
    - host: api.example.com
      http:
        paths:
          - path: /v1
            pathType: Prefix
            backend:
              service:
                name: api
                port: { number: 8080 }
`,
    mdx: `One Ingress, two hostnames, one certificate. cert-manager sees the \`cluster-issuer\` annotation, requests a certificate covering both hosts and stores it in the named Secret, renewing it before it expires.

## Usage

${fence}bash
kubectl apply -f ingress.yaml
kubectl describe certificate example-com-tls   # wait for Ready=True
curl -I http://app.example.com                 # 308 redirect to https
${fence}

## Notes

- It assumes the ingress-nginx controller and a ClusterIssuer named \`letsencrypt\` are installed.
- Both hosts must resolve to the ingress load balancer before the HTTP-01 challenge can succeed.
- Annotation values are strings; quote numbers and booleans as shown or the API server rejects the manifest.
- \`pathType: Prefix\` matches whole path segments, so \`/v1\` matches \`/v1/users\` but not \`/v10\`.
`,
  },
  {
    slug: 'kubernetes-cronjob-backup',
    title: 'Nightly PostgreSQL Backup CronJob',
    description:
      'A Kubernetes CronJob that dumps a PostgreSQL database every night to a persistent volume, never overlaps runs and keeps a short job history.',
    language: 'YAML',
    category: 'Config',
    tags: ['kubernetes', 'cronjob', 'backup', 'postgres'],
    plan: 'free',
    code: `apiVersion: batch/v1
kind: CronJob
metadata:
  name: pg-backup
spec:
  schedule: "15 2 * * *"
  timeZone: Europe/Berlin
  concurrencyPolicy: Forbid
  startingDeadlineSeconds: 600
  successfulJobsHistoryLimit: 3
  failedJobsHistoryLimit: 3
  jobTemplate:
    spec:
      backoffLimit: 2
      activeDeadlineSeconds: 3600
      template:
        spec:
          restartPolicy: Never
          containers:
            - name: dump
              image: postgres:17-alpine
              envFrom:
                - secretRef: { name: pg-backup-credentials }
              command: ["/bin/sh", "-c"]
              args:
                - |
                  set -eu
                  file="/backups/shop-$(date +%Y%m%d-%H%M).dump"
                  pg_dump --format=custom --no-owner --file="$file" "$DATABASE_URL"
                  find /backups -name 'shop-*.dump' -mtime +14 -delete
                  echo "wrote $file"
              volumeMounts:
                - { name: backups, mountPath: /backups }
          volumes:
            - name: backups
              persistentVolumeClaim: { claimName: pg-backups }
`,
    mdx: `Runs \`pg_dump\` at 02:15 Berlin time, writes a compressed custom-format dump to a volume and deletes dumps older than two weeks. \`concurrencyPolicy: Forbid\` makes sure a slow backup is never joined by a second one.

## Usage

${fence}bash
kubectl create secret generic pg-backup-credentials \\
  --from-literal=DATABASE_URL='postgres://backup:secret@db:5432/shop'
kubectl apply -f pg-backup.yaml

# Run it once right now to test:
kubectl create job --from=cronjob/pg-backup pg-backup-manual
kubectl logs job/pg-backup-manual
${fence}

## Notes

- \`timeZone\` is stable from Kubernetes 1.27; on older clusters the schedule is interpreted in the controller's time zone (usually UTC).
- Use the same major version of \`pg_dump\` as the server, or newer.
- A volume in the same cluster is not an off-site backup. Copy the dumps to object storage as well.
- Restore with \`pg_restore --clean --if-exists -d "$DATABASE_URL" file.dump\`.
`,
  },
  {
    slug: 'kubernetes-network-policy',
    title: 'Default-Deny Network Policies',
    description:
      'Lock a namespace down with a default-deny policy, then allow only ingress-controller traffic to the web pods and web-to-database traffic on port 5432.',
    language: 'YAML',
    category: 'Config',
    tags: ['kubernetes', 'network-policy', 'security', 'zero-trust'],
    plan: 'free',
    code: `apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: default-deny
spec:
  podSelector: {}
  policyTypes: [Ingress, Egress]
  egress:
    # Allow DNS so pods can still resolve service names.
    - to:
        - namespaceSelector: {}
          podSelector:
            matchLabels: { k8s-app: kube-dns }
      ports:
        - { protocol: UDP, port: 53 }
        - { protocol: TCP, port: 53 }
---
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: web-from-ingress
spec:
  podSelector:
    matchLabels: { app.kubernetes.io/name: web }
  policyTypes: [Ingress, Egress]
  ingress:
    - from:
        - namespaceSelector:
            matchLabels: { kubernetes.io/metadata.name: ingress-nginx }
      ports: [{ protocol: TCP, port: 8080 }]
  egress:
    - to:
        - podSelector:
            matchLabels: { app.kubernetes.io/name: postgres }
      ports: [{ protocol: TCP, port: 5432 }]
---
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: postgres-from-web
spec:
  podSelector:
    matchLabels: { app.kubernetes.io/name: postgres }
  policyTypes: [Ingress]
  ingress:
    - from:
        - podSelector:
            matchLabels: { app.kubernetes.io/name: web }
      ports: [{ protocol: TCP, port: 5432 }]
`,
    mdx: `Network policies are allow-lists that add up. The first policy selects every pod in the namespace and allows nothing except DNS; the next two open exactly the paths the application needs: ingress controller to web, and web to PostgreSQL.

## Usage

${fence}bash
kubectl apply -n shop -f network-policies.yaml

# Verify: this should time out from a random pod
kubectl run -n shop probe --rm -it --image=busybox -- nc -zv -w 3 postgres 5432
${fence}

## Notes

- Policies only take effect with a CNI plugin that enforces them (Calico, Cilium and most managed offerings do; some basic setups do not).
- The \`kubernetes.io/metadata.name\` label is set automatically on namespaces from Kubernetes 1.22.
- Default-deny egress also blocks calls to external APIs; add explicit egress rules (by CIDR or through an egress proxy) for those.
`,
  },
  {
    slug: 'dependabot-grouped-updates',
    title: 'Dependabot with Grouped Weekly Updates',
    description:
      'Keep npm packages, GitHub Actions and Docker base images current with weekly Dependabot pull requests, grouping minor and patch bumps so they arrive as one PR.',
    language: 'YAML',
    category: 'Config',
    tags: ['dependabot', 'github', 'dependencies', 'automation'],
    plan: 'free',
    code: `version: 2
updates:
  - package-ecosystem: npm
    directory: /
    schedule:
      interval: weekly
      day: monday
      time: "06:00"
      timezone: Europe/Berlin
    open-pull-requests-limit: 10
    versioning-strategy: increase
    groups:
      dev-dependencies:
        dependency-type: development
        update-types: [minor, patch]
      production-dependencies:
        dependency-type: production
        update-types: [minor, patch]
    ignore:
      - dependency-name: "@types/node"
        update-types: [version-update:semver-major]
    labels: [dependencies]
    commit-message:
      prefix: deps
      prefix-development: deps-dev

  - package-ecosystem: github-actions
    directory: /
    schedule:
      interval: weekly
    groups:
      actions:
        patterns: ["*"]

  - package-ecosystem: docker
    directory: /
    schedule:
      interval: weekly
`,
    mdx: `Save as \`.github/dependabot.yml\`. Minor and patch updates are grouped per dependency type, so a normal week brings two or three pull requests instead of twenty, while major versions still arrive one at a time for a proper review.

## Usage

${fence}bash
mkdir -p .github
# save the config as .github/dependabot.yml
git add .github/dependabot.yml && git commit -m "Configure Dependabot" && git push
# Then check Insights -> Dependency graph -> Dependabot for the first run.
${fence}

## Notes

- \`versioning-strategy: increase\` bumps the ranges in \`package.json\` as well as the lockfile.
- Major updates of \`@types/node\` are ignored because they should follow your Node.js runtime, not the newest release.
- Grouped updates need CI that runs on pull requests, otherwise nobody learns which package in the group broke the build.
`,
  },
  {
    slug: 'openapi-users-api',
    title: 'OpenAPI 3.1 Spec for a Users API',
    description:
      'A compact OpenAPI 3.1 document with a list and a create endpoint, reusable schemas, a shared error response and bearer authentication.',
    language: 'YAML',
    category: 'Config',
    tags: ['openapi', 'api', 'documentation', 'rest'],
    plan: 'free',
    code: `openapi: 3.1.0
info: { title: Users API, version: 1.0.0 }
security:
  - bearerAuth: []
paths:
  /users:
    get:
      summary: List users
      parameters:
        - { name: page, in: query, schema: { type: integer, minimum: 1, default: 1 } }
        - { name: q, in: query, schema: { type: string, maxLength: 100 } }
      responses:
        "200":
          description: A page of users
          content:
            application/json:
              schema:
                type: object
                required: [users, totalPages]
                properties:
                  users: { type: array, items: { $ref: "#/components/schemas/User" } }
                  totalPages: { type: integer }
        "401": { $ref: "#/components/responses/Error" }
    post:
      summary: Create a user
      requestBody:
        required: true
        content: { application/json: { schema: { $ref: "#/components/schemas/NewUser" } } }
      responses:
        "201":
          description: Created
          content: { application/json: { schema: { $ref: "#/components/schemas/User" } } }
        "400": { $ref: "#/components/responses/Error" }
components:
  securitySchemes:
    bearerAuth: { type: http, scheme: bearer, bearerFormat: JWT }
  schemas:
    NewUser:
      type: object
      required: [email, name]
      properties:
        email: { type: string, format: email }
        name: { type: string, minLength: 1, maxLength: 120 }
    User:
      allOf:
        - $ref: "#/components/schemas/NewUser"
        - type: object
          required: [id]
          properties:
            id: { type: string, format: uuid }
  responses:
    Error:
      description: Error
      content:
        application/json:
          schema:
            type: object
            properties:
              error: { type: object, properties: { message: { type: string } } }
`,
    mdx: `A small but complete OpenAPI 3.1 document. Schemas and the error response live under \`components\` and are referenced with \`$ref\`, so adding endpoints does not mean repeating shapes, and code generators produce one type per schema.

## Usage

${fence}bash
# Lint it, then preview the docs locally (servers can be added per environment)
npx @redocly/cli lint openapi.yaml
npx @redocly/cli preview-docs openapi.yaml

# Generate TypeScript types for a client
npx openapi-typescript openapi.yaml -o src/api-types.ts
${fence}

## Notes

- OpenAPI 3.1 uses JSON Schema 2020-12, so \`nullable: true\` from 3.0 becomes \`type: [string, "null"]\`.
- Status codes are quoted because YAML would otherwise read them as numbers, and OpenAPI requires string keys.
- The global \`security\` applies to every operation; override it with \`security: []\` on public endpoints.
`,
  },
  {
    slug: 'prometheus-alert-rules',
    title: 'Prometheus Alerting Rules for a Web Service',
    description:
      'Alert rules for high error rate, slow p95 latency, crash-looping pods and a target that disappeared, with severity labels and runbook annotations.',
    language: 'YAML',
    category: 'Config',
    tags: ['prometheus', 'alerting', 'monitoring', 'sre'],
    plan: 'free',
    code: `groups:
  - name: web.rules
    rules:
      - alert: HighErrorRate
        expr: |
          sum(rate(http_requests_total{job="web", status=~"5.."}[5m]))
            / sum(rate(http_requests_total{job="web"}[5m])) > 0.05
        for: 10m
        labels:
          severity: page
        annotations:
          summary: "More than 5% of requests are failing"
          description: "Error ratio is {{ $value | humanizePercentage }} over the last 5 minutes."
          runbook_url: https://runbooks.example.com/web/high-error-rate

      - alert: SlowResponses
        expr: |
          histogram_quantile(0.95,
            sum by (le) (rate(http_request_duration_seconds_bucket{job="web"}[5m]))) > 0.5
        for: 15m
        labels:
          severity: ticket
        annotations:
          summary: "p95 latency is above 500ms"
          description: "p95 is {{ $value | humanizeDuration }}."

      - alert: PodCrashLooping
        expr: increase(kube_pod_container_status_restarts_total{namespace="shop"}[15m]) > 3
        labels:
          severity: page
        annotations:
          summary: "{{ $labels.pod }} restarted more than 3 times in 15 minutes"

      - alert: TargetDown
        expr: up{job="web"} == 0
        for: 5m
        labels:
          severity: page
        annotations:
          summary: "Prometheus cannot scrape {{ $labels.instance }}"
`,
    mdx: `Four alerts that cover the symptoms users notice (errors, slowness) and the causes operators need to see (crash loops, missing targets). The \`for\` clauses stop brief spikes from paging anyone, and the \`severity\` label lets Alertmanager route pages and tickets differently.

## Usage

${fence}bash
promtool check rules web-rules.yaml
promtool test rules web-rules.test.yaml
${fence}

${fence}yaml
# prometheus.yml
rule_files:
  - /etc/prometheus/rules/web-rules.yaml
${fence}

## Notes

- Metric names follow common client-library conventions (\`http_requests_total\`, \`http_request_duration_seconds\`); rename them to match your instrumentation.
- The error-rate alert divides two sums, so it stays quiet when there is no traffic at all. Pair it with \`TargetDown\` to catch a service that receives nothing.
- On the Prometheus Operator, wrap the groups in a \`PrometheusRule\` resource instead of a plain file.
`,
  },
  {
    slug: 'traefik-dynamic-config',
    title: 'Reverse Proxy Routes with Traefik',
    description:
      'Traefik dynamic configuration in YAML that routes hosts and path prefixes to backends, redirects to HTTPS and applies security headers, compression and rate limiting.',
    language: 'YAML',
    category: 'Config',
    tags: ['traefik', 'reverse-proxy', 'load-balancing', 'tls'],
    plan: 'free',
    code: `http:
  routers:
    web:
      rule: Host(\`app.example.com\`)
      entryPoints: [websecure]
      service: web
      middlewares: [security-headers, compress]
      tls:
        certResolver: letsencrypt
    api:
      rule: Host(\`app.example.com\`) && PathPrefix(\`/api\`)
      entryPoints: [websecure]
      service: api
      middlewares: [strip-api, api-rate-limit, security-headers]
      priority: 100
      tls:
        certResolver: letsencrypt
    http-to-https:
      rule: HostRegexp(\`.+\`)
      entryPoints: [web]
      middlewares: [to-https]
      service: noop@internal

  middlewares:
    to-https:
      redirectScheme: { scheme: https, permanent: true }
    strip-api:
      stripPrefix: { prefixes: [/api] }
    compress:
      compress: {}
    api-rate-limit:
      rateLimit: { average: 50, burst: 100, period: 1s }
    security-headers:
      headers:
        stsSeconds: 31536000
        stsIncludeSubdomains: true
        contentTypeNosniff: true
        frameDeny: true
        referrerPolicy: strict-origin-when-cross-origin

  services:
    web:
      loadBalancer:
        servers: [{ url: "http://web-1:3000" }, { url: "http://web-2:3000" }]
        healthCheck: { path: /health, interval: 10s }
    api:
      loadBalancer:
        servers: [{ url: "http://api:8080" }]
`,
    mdx: `The same job an NGINX \`server\` block does, written as Traefik's file-provider configuration: routers match requests, middlewares transform them, and services balance across backends with health checks. The API router has a higher priority so \`/api\` requests do not fall through to the web app.

## Usage

${fence}yaml
# traefik.yml (static configuration)
entryPoints:
  web: { address: ":80" }
  websecure: { address: ":443" }
providers:
  file: { filename: /etc/traefik/dynamic.yml, watch: true }
certificatesResolvers:
  letsencrypt:
    acme: { email: ops@example.com, storage: /acme.json, httpChallenge: { entryPoint: web } }
${fence}

## Notes

- Rules use backticks around hosts and paths, which is why they are plain YAML scalars here.
- With \`watch: true\`, Traefik reloads the dynamic file on change without dropping connections.
- The rate limit is per source IP by default. Behind another proxy, configure \`sourceCriterion\` so clients are not all counted as one.
`,
  },
  {
    slug: 'kustomize-production-overlay',
    title: 'Kustomize Production Overlay',
    description:
      'A production overlay that reuses a shared base, pins the image tag, raises replicas and resources with patches, and generates a ConfigMap whose name changes with its content.',
    language: 'YAML',
    category: 'Config',
    tags: ['kustomize', 'kubernetes', 'overlays', 'gitops'],
    plan: 'free',
    code: `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization

namespace: shop-production
resources:
  - ../../base

labels:
  - pairs:
      app.kubernetes.io/part-of: shop
      environment: production
    includeSelectors: false

images:
  - name: ghcr.io/acme/web
    newTag: "1.4.2"

replicas:
  - name: web
    count: 4

configMapGenerator:
  - name: web-config
    literals:
      - LOG_LEVEL=info
      - FEATURE_SEARCH=true

patches:
  - target: { kind: Deployment, name: web }
    patch: |
      - op: replace
        path: /spec/template/spec/containers/0/resources
        value:
          requests: { cpu: 250m, memory: 256Mi }
          limits: { memory: 512Mi }
      - op: add
        path: /spec/template/spec/containers/0/envFrom/-
        value:
          configMapRef: { name: web-config }
`,
    mdx: `\`overlays/production/kustomization.yaml\`: the base manifests stay environment-neutral, and this file layers on what production needs. Because \`configMapGenerator\` appends a content hash to the ConfigMap name and rewrites references to it, changing a setting rolls the Deployment automatically.

## Usage

${fence}bash
# Layout:
#   base/            deployment.yaml service.yaml kustomization.yaml
#   overlays/production/kustomization.yaml   (this file)
kubectl kustomize overlays/production | less
kubectl apply -k overlays/production
${fence}

## Notes

- \`labels\` with \`includeSelectors: false\` adds labels without touching selectors, which are immutable on existing Deployments.
- The JSON patch appends to \`envFrom\`, so the base container must already define that list (an empty one is fine).
- In GitOps setups (Argo CD, Flux) point the application at the overlay folder and let the tool run the build.
`,
  },
]
