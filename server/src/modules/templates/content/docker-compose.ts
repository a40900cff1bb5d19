import { fence } from './markdown'
import type { TemplateSeed } from './types'

/** Docker Compose stacks written for Snipstack: each runs with `docker compose up` and nothing else. */
export const dockerComposeTemplates: TemplateSeed[] = [
  {
    slug: 'compose-app-postgres-redis',
    name: 'App with PostgreSQL and Redis',
    description:
      'A Compose file for a web app backed by PostgreSQL 17 and Redis 8, with healthchecks, start-up ordering and named volumes. The database gets its schema from an init script on first start.',
    category: 'docker-compose',
    language: 'YAML',
    tags: ['postgresql', 'redis', 'compose', 'healthcheck'],
    published: '2025-02-11',
    readme: `The stack most web apps start with: your app built from the local Dockerfile, PostgreSQL and Redis. The app waits for both to be healthy (not merely started), credentials come from \`.env\`, and data survives \`docker compose down\` in named volumes.

## What's inside

- \`compose.yaml\`: \`app\`, \`db\` (postgres:17-alpine) and \`cache\` (redis:8-alpine) with healthchecks and \`depends_on: condition: service_healthy\`.
- \`.env.example\`: every variable the stack reads.
- \`db/init/001-schema.sql\`: runs once, when the data volume is empty.

## Usage

${fence}bash
cp .env.example .env      # then change the passwords
docker compose up --build -d
docker compose ps         # app, db and cache should be "healthy"
docker compose logs -f app
${fence}

Connect from your host with \`psql postgres://app:app@localhost:5432/app\`; the ports are bound to 127.0.0.1 only.

## Customise

- The app sees \`DATABASE_URL\` and \`REDIS_URL\`; rename them to what your framework expects.
- Remove the \`ports\` of \`db\` and \`cache\` if you never connect from the host.
- Add more files to \`db/init/\`: they run in name order, \`.sql\` and \`.sh\` alike.

## Notes

Init scripts only run against an empty data directory. To re-run them, remove the volume: \`docker compose down -v\` (this deletes the data).
`,
    files: [
      {
        path: 'compose.yaml',
        content: `name: myapp

services:
  app:
    build: .
    env_file: .env
    environment:
      DATABASE_URL: postgres://\${POSTGRES_USER}:\${POSTGRES_PASSWORD}@db:5432/\${POSTGRES_DB}
      REDIS_URL: redis://:\${REDIS_PASSWORD}@cache:6379/0
    ports:
      - "\${APP_PORT:-3000}:3000"
    depends_on:
      db:
        condition: service_healthy
      cache:
        condition: service_healthy
    restart: unless-stopped

  db:
    image: postgres:17-alpine
    environment:
      POSTGRES_USER: \${POSTGRES_USER}
      POSTGRES_PASSWORD: \${POSTGRES_PASSWORD}
      POSTGRES_DB: \${POSTGRES_DB}
    volumes:
      - pgdata:/var/lib/postgresql/data
      - ./db/init:/docker-entrypoint-initdb.d:ro
    ports:
      - "127.0.0.1:5432:5432"
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U \${POSTGRES_USER} -d \${POSTGRES_DB}"]
      interval: 5s
      timeout: 3s
      retries: 10
    restart: unless-stopped

  cache:
    image: redis:8-alpine
    # Append-only persistence, and a password so the port is not open to anyone on the network.
    command: ["redis-server", "--appendonly", "yes", "--requirepass", "\${REDIS_PASSWORD}"]
    volumes:
      - redisdata:/data
    ports:
      - "127.0.0.1:6379:6379"
    healthcheck:
      test: ["CMD-SHELL", "redis-cli -a \\"$$REDIS_PASSWORD\\" --no-auth-warning ping | grep -q PONG"]
      interval: 5s
      timeout: 3s
      retries: 10
    environment:
      REDIS_PASSWORD: \${REDIS_PASSWORD}
    restart: unless-stopped

volumes:
  pgdata:
  redisdata:
`,
      },
      {
        path: '.env.example',
        content: `# Copy to .env and change every password before the first start.
APP_PORT=3000
POSTGRES_USER=app
POSTGRES_PASSWORD=change-me
POSTGRES_DB=app
REDIS_PASSWORD=change-me-too
`,
      },
      {
        path: 'db/init/001-schema.sql',
        content: `-- Runs once, when the PostgreSQL data volume is created. gen_random_uuid() is built in since PostgreSQL 13.
CREATE TABLE IF NOT EXISTS users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);

CREATE INDEX IF NOT EXISTS sessions_user_id_idx ON sessions (user_id);
`,
      },
    ],
  },
  {
    slug: 'compose-observability-stack',
    name: 'Prometheus, Grafana and Loki Stack',
    description:
      'Metrics and logs for a single Docker host: Prometheus with node-exporter and cAdvisor, Loki fed by an OpenTelemetry Collector that tails container logs, and Grafana with both data sources and a dashboard provisioned.',
    category: 'docker-compose',
    language: 'YAML',
    tags: ['prometheus', 'grafana', 'loki', 'opentelemetry', 'monitoring'],
    price: 39,
    originalPrice: 59,
    published: '2026-02-24',
    readme: `A complete monitoring stack for one Docker host, wired up so that Grafana opens with data already in it. Prometheus scrapes itself, node-exporter (host CPU, memory, disk) and cAdvisor (per-container usage); an OpenTelemetry Collector tails every container's JSON log file and pushes the lines to Loki over OTLP; Grafana is provisioned with both data sources and a host overview dashboard.

## What's inside

- \`compose.yaml\`: prometheus, node-exporter, cadvisor, loki, otel-collector and grafana, on one network, with volumes for the data.
- \`prometheus/prometheus.yml\` and \`prometheus/alerts.yml\`: scrape jobs and a few alert rules (instance down, disk filling, container restarting).
- \`loki/loki-config.yaml\`: single-binary Loki on the filesystem with 14 days of retention.
- \`otel/collector-config.yaml\`: the \`filelog\` receiver with the \`container\` parser, batching, and the \`otlphttp\` exporter to Loki.
- \`grafana/provisioning/...\` and \`grafana/dashboards/host-overview.json\`.
- \`.env.example\`: the Grafana admin password.

## Usage

${fence}bash
cp .env.example .env
docker compose up -d
open http://localhost:3000    # Grafana: admin / the password from .env
open http://localhost:9090    # Prometheus
${fence}

In Grafana, Explore with the Loki data source and the query \`{service_name=~".+"}\` shows the containers' logs.

## Customise

- Add your own services to \`scrape_configs\` in \`prometheus/prometheus.yml\`: any container on the \`observability\` network is reachable by its service name.
- Change \`retention_period\` in Loki and \`--storage.tsdb.retention.time\` in Prometheus to fit your disk.
- Alerts only show in Prometheus' UI; add Alertmanager to route them somewhere.

## Notes

The collector and cAdvisor read \`/var/lib/docker\`, so this stack suits Linux hosts. On Docker Desktop, container metrics work but the log path differs; change the \`include\` pattern of the \`filelog\` receiver. Only Grafana's port is published on all interfaces: put it behind TLS before exposing it.
`,
    files: [
      {
        path: 'compose.yaml',
        content: `name: observability

services:
  prometheus:
    image: prom/prometheus:v3.6.0
    command:
      - --config.file=/etc/prometheus/prometheus.yml
      - --storage.tsdb.path=/prometheus
      - --storage.tsdb.retention.time=15d
      - --web.enable-lifecycle
    volumes:
      - ./prometheus:/etc/prometheus:ro
      - prometheus-data:/prometheus
    ports:
      - "127.0.0.1:9090:9090"
    restart: unless-stopped

  node-exporter:
    image: prom/node-exporter:v1.9.1
    command:
      - --path.rootfs=/host
    pid: host
    volumes:
      - /:/host:ro,rslave
    restart: unless-stopped

  cadvisor:
    image: gcr.io/cadvisor/cadvisor:v0.53.0
    privileged: true
    devices:
      - /dev/kmsg
    volumes:
      - /:/rootfs:ro
      - /var/run:/var/run:ro
      - /sys:/sys:ro
      - /var/lib/docker/:/var/lib/docker:ro
    restart: unless-stopped

  loki:
    image: grafana/loki:3.5.5
    command: ["-config.file=/etc/loki/loki-config.yaml"]
    volumes:
      - ./loki/loki-config.yaml:/etc/loki/loki-config.yaml:ro
      - loki-data:/loki
    ports:
      - "127.0.0.1:3100:3100"
    restart: unless-stopped

  otel-collector:
    image: otel/opentelemetry-collector-contrib:0.136.0
    command: ["--config=/etc/otelcol/config.yaml"]
    # Root is needed to read the Docker daemon's log files.
    user: "0:0"
    volumes:
      - ./otel/collector-config.yaml:/etc/otelcol/config.yaml:ro
      - /var/lib/docker/containers:/var/lib/docker/containers:ro
      - otel-data:/var/lib/otelcol
    depends_on:
      - loki
    restart: unless-stopped

  grafana:
    image: grafana/grafana:12.2.0
    environment:
      GF_SECURITY_ADMIN_USER: admin
      GF_SECURITY_ADMIN_PASSWORD: \${GRAFANA_ADMIN_PASSWORD:?set GRAFANA_ADMIN_PASSWORD in .env}
      GF_USERS_ALLOW_SIGN_UP: "false"
    volumes:
      - ./grafana/provisioning:/etc/grafana/provisioning:ro
      - ./grafana/dashboards:/var/lib/grafana/dashboards:ro
      - grafana-data:/var/lib/grafana
    ports:
      - "3000:3000"
    depends_on:
      - prometheus
      - loki
    restart: unless-stopped

volumes:
  prometheus-data:
  loki-data:
  grafana-data:
  otel-data:

networks:
  default:
    name: observability
`,
      },
      {
        path: 'prometheus/prometheus.yml',
        content: `global:
  scrape_interval: 15s
  evaluation_interval: 15s

rule_files:
  - /etc/prometheus/alerts.yml

scrape_configs:
  - job_name: prometheus
    static_configs:
      - targets: ["localhost:9090"]

  - job_name: node
    static_configs:
      - targets: ["node-exporter:9100"]

  - job_name: cadvisor
    static_configs:
      - targets: ["cadvisor:8080"]

  - job_name: loki
    static_configs:
      - targets: ["loki:3100"]

  - job_name: otel-collector
    static_configs:
      - targets: ["otel-collector:8888"]
`,
      },
      {
        path: 'prometheus/alerts.yml',
        content: `groups:
  - name: host
    rules:
      - alert: InstanceDown
        expr: up == 0
        for: 2m
        labels:
          severity: critical
        annotations:
          summary: "{{ $labels.job }} on {{ $labels.instance }} is down"

      - alert: DiskAlmostFull
        expr: (node_filesystem_avail_bytes{fstype!~"tmpfs|overlay"} / node_filesystem_size_bytes{fstype!~"tmpfs|overlay"}) < 0.10
        for: 10m
        labels:
          severity: warning
        annotations:
          summary: "Less than 10% disk left on {{ $labels.mountpoint }}"

      - alert: HighMemoryUse
        expr: (1 - node_memory_MemAvailable_bytes / node_memory_MemTotal_bytes) > 0.9
        for: 10m
        labels:
          severity: warning
        annotations:
          summary: "Memory use above 90% for 10 minutes"

  - name: containers
    rules:
      - alert: ContainerRestarting
        expr: increase(container_start_time_seconds{name!=""}[15m]) > 2
        labels:
          severity: warning
        annotations:
          summary: "Container {{ $labels.name }} restarted more than twice in 15 minutes"
`,
      },
      {
        path: 'loki/loki-config.yaml',
        content: `# Single-binary Loki that keeps everything on the local filesystem.
auth_enabled: false

server:
  http_listen_port: 3100

common:
  instance_addr: 127.0.0.1
  path_prefix: /loki
  replication_factor: 1
  ring:
    kvstore:
      store: inmemory
  storage:
    filesystem:
      chunks_directory: /loki/chunks
      rules_directory: /loki/rules

schema_config:
  configs:
    - from: "2025-01-01"
      store: tsdb
      object_store: filesystem
      schema: v13
      index:
        prefix: index_
        period: 24h

limits_config:
  retention_period: 336h
  allow_structured_metadata: true

compactor:
  working_directory: /loki/compactor
  retention_enabled: true
  delete_request_store: filesystem
`,
      },
      {
        path: 'otel/collector-config.yaml',
        content: `receivers:
  # Tails the JSON log files Docker writes for every container.
  filelog:
    include:
      - /var/lib/docker/containers/*/*-json.log
    include_file_path: true
    start_at: end
    storage: file_storage
    operators:
      - type: container
        format: docker
        add_metadata_from_filepath: false
      - type: regex_parser
        parse_from: attributes["log.file.path"]
        regex: '^/var/lib/docker/containers/(?P<container_id>[^/]+)/'
      - type: move
        from: attributes.container_id
        to: resource["container.id"]

extensions:
  # Remembers file offsets across restarts, so logs are neither lost nor sent twice.
  file_storage:
    directory: /var/lib/otelcol

processors:
  resource:
    attributes:
      - key: service.name
        from_attribute: container.id
        action: insert
  batch:
    send_batch_size: 1000
    timeout: 5s

exporters:
  # Loki 3 takes OTLP natively on /otlp.
  otlphttp/loki:
    endpoint: http://loki:3100/otlp

service:
  extensions: [file_storage]
  pipelines:
    logs:
      receivers: [filelog]
      processors: [resource, batch]
      exporters: [otlphttp/loki]
  telemetry:
    metrics:
      readers:
        - pull:
            exporter:
              prometheus:
                host: 0.0.0.0
                port: 8888
`,
      },
      {
        path: 'grafana/provisioning/datasources/datasources.yaml',
        content: `apiVersion: 1

datasources:
  - name: Prometheus
    uid: prometheus
    type: prometheus
    access: proxy
    url: http://prometheus:9090
    isDefault: true
    editable: false

  - name: Loki
    uid: loki
    type: loki
    access: proxy
    url: http://loki:3100
    editable: false
`,
      },
      {
        path: 'grafana/provisioning/dashboards/dashboards.yaml',
        content: `apiVersion: 1

providers:
  - name: default
    folder: Observability
    type: file
    disableDeletion: true
    allowUiUpdates: false
    options:
      path: /var/lib/grafana/dashboards
`,
      },
      {
        path: 'grafana/dashboards/host-overview.json',
        content: `{
  "uid": "host-overview",
  "title": "Host overview",
  "schemaVersion": 39,
  "version": 1,
  "editable": false,
  "time": { "from": "now-6h", "to": "now" },
  "refresh": "30s",
  "panels": [
    {
      "id": 1,
      "type": "timeseries",
      "title": "CPU busy",
      "gridPos": { "x": 0, "y": 0, "w": 12, "h": 8 },
      "datasource": { "type": "prometheus", "uid": "prometheus" },
      "fieldConfig": { "defaults": { "unit": "percentunit", "min": 0, "max": 1 }, "overrides": [] },
      "targets": [
        { "refId": "A", "expr": "1 - avg(rate(node_cpu_seconds_total{mode=\\"idle\\"}[5m]))", "legendFormat": "cpu" }
      ]
    },
    {
      "id": 2,
      "type": "timeseries",
      "title": "Memory used",
      "gridPos": { "x": 12, "y": 0, "w": 12, "h": 8 },
      "datasource": { "type": "prometheus", "uid": "prometheus" },
      "fieldConfig": { "defaults": { "unit": "bytes" }, "overrides": [] },
      "targets": [
        { "refId": "A", "expr": "node_memory_MemTotal_bytes - node_memory_MemAvailable_bytes", "legendFormat": "used" }
      ]
    },
    {
      "id": 3,
      "type": "timeseries",
      "title": "Container CPU",
      "gridPos": { "x": 0, "y": 8, "w": 12, "h": 8 },
      "datasource": { "type": "prometheus", "uid": "prometheus" },
      "fieldConfig": { "defaults": { "unit": "short" }, "overrides": [] },
      "targets": [
        { "refId": "A", "expr": "sum by (name) (rate(container_cpu_usage_seconds_total{name!=\\"\\"}[5m]))", "legendFormat": "{{name}}" }
      ]
    },
    {
      "id": 4,
      "type": "logs",
      "title": "Container logs",
      "gridPos": { "x": 12, "y": 8, "w": 12, "h": 8 },
      "datasource": { "type": "loki", "uid": "loki" },
      "targets": [{ "refId": "A", "expr": "{service_name=~\\".+\\"}" }]
    }
  ]
}
`,
      },
      {
        path: '.env.example',
        content: `# Grafana's admin password; Grafana refuses to start without it.
GRAFANA_ADMIN_PASSWORD=change-me
`,
      },
    ],
  },
  {
    slug: 'compose-traefik-reverse-proxy',
    name: 'Traefik Reverse Proxy with HTTPS',
    description:
      "Traefik v3 in front of your containers with automatic Let's Encrypt certificates, an HTTP to HTTPS redirect and security headers. New services join by adding three labels.",
    category: 'docker-compose',
    language: 'YAML',
    tags: ['traefik', 'reverse-proxy', 'lets-encrypt', 'https'],
    published: '2025-08-07',
    readme: `Run several web apps on one server behind a single reverse proxy. Traefik watches Docker for containers with \`traefik.enable=true\`, routes by host name, and gets and renews TLS certificates from Let's Encrypt on its own. Containers without the label stay private.

## What's inside

- \`compose.yaml\`: Traefik, plus a \`whoami\` service that shows how an app is exposed.
- \`traefik/traefik.yml\`: static configuration: entry points on 80 and 443, the redirect, the ACME resolver, the Docker provider (\`exposedByDefault: false\`) and the file provider.
- \`traefik/dynamic/middlewares.yml\`: reusable \`secure-headers\` and \`compress\` middlewares.
- \`.env.example\`: your domain, used in the example router rule.

## Usage

Point DNS for \`whoami.example.com\` (your domain) at the server, open ports 80 and 443, then:

${fence}bash
cp .env.example .env     # set DOMAIN
sed -i 's/you@example.com/ops@yourdomain.com/' traefik/traefik.yml
docker compose up -d
curl -I https://whoami.$(grep ^DOMAIN .env | cut -d= -f2)
${fence}

## Customise

To expose another service, put it on the \`proxy\` network and give it labels like \`whoami\`'s:

${fence}yaml
labels:
  - traefik.enable=true
  - traefik.http.routers.myapp.rule=Host(\`myapp.example.com\`)
  - traefik.http.services.myapp.loadbalancer.server.port=3000
${fence}

While testing, switch \`caServer\` to Let's Encrypt's staging URL (commented in \`traefik.yml\`) so rate limits do not bite.

## Notes

The Docker socket is mounted read-only, but access to it is still powerful; consider a socket proxy such as tecnativa/docker-socket-proxy on hardened hosts. Certificates live in the \`letsencrypt\` volume: keep it, or Traefik will request new ones on every recreate.
`,
    files: [
      {
        path: 'compose.yaml',
        content: `services:
  traefik:
    image: traefik:v3.5
    command:
      - --configFile=/etc/traefik/traefik.yml
    ports:
      - "80:80"
      - "443:443"
      # HTTP/3 (enabled on websecure) runs over UDP.
      - "443:443/udp"
    volumes:
      - /var/run/docker.sock:/var/run/docker.sock:ro
      - ./traefik/traefik.yml:/etc/traefik/traefik.yml:ro
      - ./traefik/dynamic:/etc/traefik/dynamic:ro
      - letsencrypt:/letsencrypt
    networks:
      - proxy
    restart: unless-stopped

  # An example app: replace it with yours and keep the labels' shape.
  whoami:
    image: traefik/whoami:v1.11
    labels:
      - traefik.enable=true
      - traefik.http.routers.whoami.rule=Host(\`whoami.\${DOMAIN}\`)
      - traefik.http.routers.whoami.entrypoints=websecure
      - traefik.http.routers.whoami.tls.certresolver=letsencrypt
      - traefik.http.routers.whoami.middlewares=secure-headers@file,compress@file
      - traefik.http.services.whoami.loadbalancer.server.port=80
    networks:
      - proxy
    restart: unless-stopped

volumes:
  letsencrypt:

networks:
  proxy:
    name: proxy
`,
      },
      {
        path: 'traefik/traefik.yml',
        content: `# Static configuration: read once at start-up.
entryPoints:
  web:
    address: ":80"
    http:
      redirections:
        entryPoint:
          to: websecure
          scheme: https
          permanent: true
  websecure:
    address: ":443"
    http3: {}

certificatesResolvers:
  letsencrypt:
    acme:
      # Let's Encrypt sends expiry warnings here. Traefik reads static settings from one source
      # only (this file), so environment variables cannot fill it in: edit it.
      email: you@example.com
      storage: /letsencrypt/acme.json
      httpChallenge:
        entryPoint: web
      # caServer: https://acme-staging-v02.api.letsencrypt.org/directory

providers:
  docker:
    exposedByDefault: false
    network: proxy
  file:
    directory: /etc/traefik/dynamic
    watch: true

api:
  dashboard: false

log:
  level: INFO

accessLog: {}
`,
      },
      {
        path: 'traefik/dynamic/middlewares.yml',
        content: `http:
  middlewares:
    secure-headers:
      headers:
        stsSeconds: 31536000
        stsIncludeSubdomains: true
        contentTypeNosniff: true
        frameDeny: true
        referrerPolicy: strict-origin-when-cross-origin
        permissionsPolicy: "camera=(), microphone=(), geolocation=()"
    compress:
      compress:
        minResponseBodyBytes: 1024
`,
      },
      {
        path: '.env.example',
        content: `# Apps are served as <name>.DOMAIN, e.g. whoami.example.com.
DOMAIN=example.com
`,
      },
    ],
  },
  {
    slug: 'compose-local-dev-services',
    name: 'Local Dev Services: Postgres, Valkey, MinIO, Mailpit',
    description:
      'Every backing service a web app needs on a laptop, in one Compose file: PostgreSQL, Valkey, MinIO with a bucket created for you, and Mailpit to catch outgoing mail. A script waits until all of them answer.',
    category: 'docker-compose',
    language: 'YAML',
    tags: ['local-development', 'minio', 'mailpit', 'postgresql', 'valkey'],
    published: '2026-05-16',
    readme: `Run your app on the host as usual and its dependencies in containers. Everything binds to \`127.0.0.1\`, uses throwaway credentials, and comes up ready to use: MinIO already has an \`uploads\` bucket, and Mailpit shows every e-mail your app sends in a web inbox.

## What's inside

- \`compose.yaml\`: \`postgres\` (17), \`valkey\` (the open-source Redis fork, same protocol), \`minio\`, a one-shot \`minio-init\` that creates the bucket, and \`mailpit\`.
- \`.env.example\`: connection settings to paste into your app's \`.env\`.
- \`scripts/wait-for-services.sh\`: blocks until every service is healthy, for use in \`make dev\` or CI.

## Usage

${fence}bash
docker compose up -d
./scripts/wait-for-services.sh
cp .env.example .env
${fence}

| Service | Address |
| --- | --- |
| PostgreSQL | postgres://dev:dev@localhost:5432/app |
| Valkey | redis://localhost:6379 |
| MinIO API / console | http://localhost:9000, http://localhost:9001 (minio / minio-secret) |
| Mailpit SMTP / inbox | localhost:1025, http://localhost:8025 |

## Customise

- Add buckets to the \`mc mb\` line of \`minio-init\`.
- Set \`profiles: [mail]\` on services you only need sometimes, then start them with \`docker compose --profile mail up\`.

## Notes

These credentials are for local development only. \`docker compose down -v\` resets every service to empty.
`,
    files: [
      {
        path: 'compose.yaml',
        content: `name: devservices

services:
  postgres:
    image: postgres:17-alpine
    environment:
      POSTGRES_USER: dev
      POSTGRES_PASSWORD: dev
      POSTGRES_DB: app
    ports:
      - "127.0.0.1:5432:5432"
    volumes:
      - postgres:/var/lib/postgresql/data
    healthcheck:
      test: ["CMD", "pg_isready", "-U", "dev", "-d", "app"]
      interval: 3s
      retries: 20

  valkey:
    image: valkey/valkey:8-alpine
    ports:
      - "127.0.0.1:6379:6379"
    healthcheck:
      test: ["CMD", "valkey-cli", "ping"]
      interval: 3s
      retries: 20

  minio:
    image: minio/minio:RELEASE.2025-09-07T16-13-09Z
    command: ["server", "/data", "--console-address", ":9001"]
    environment:
      MINIO_ROOT_USER: minio
      MINIO_ROOT_PASSWORD: minio-secret
    ports:
      - "127.0.0.1:9000:9000"
      - "127.0.0.1:9001:9001"
    volumes:
      - minio:/data
    healthcheck:
      test: ["CMD", "mc", "ready", "local"]
      interval: 3s
      retries: 20

  # Runs once: creates the buckets the app expects, then exits.
  minio-init:
    image: minio/mc:RELEASE.2025-08-13T08-35-41Z
    depends_on:
      minio:
        condition: service_healthy
    entrypoint: ["/bin/sh", "-c"]
    command:
      - |
        mc alias set local http://minio:9000 minio minio-secret
        mc mb --ignore-existing local/uploads
        mc anonymous set download local/uploads/public
    restart: "no"

  mailpit:
    image: axllent/mailpit:v1.27
    ports:
      - "127.0.0.1:1025:1025"
      - "127.0.0.1:8025:8025"
    environment:
      MP_SMTP_AUTH_ACCEPT_ANY: "true"
      MP_SMTP_AUTH_ALLOW_INSECURE: "true"

volumes:
  postgres:
  minio:
`,
      },
      {
        path: '.env.example',
        content: `DATABASE_URL=postgres://dev:dev@localhost:5432/app
REDIS_URL=redis://localhost:6379/0
S3_ENDPOINT=http://localhost:9000
S3_REGION=us-east-1
S3_BUCKET=uploads
S3_ACCESS_KEY_ID=minio
S3_SECRET_ACCESS_KEY=minio-secret
S3_FORCE_PATH_STYLE=true
SMTP_HOST=localhost
SMTP_PORT=1025
`,
      },
      {
        path: 'scripts/wait-for-services.sh',
        content: `#!/usr/bin/env bash
# Waits until every service with a healthcheck in compose.yaml reports healthy (default: 60 s).
set -euo pipefail

timeout="\${1:-60}"
cd "$(dirname "$0")/.."

deadline=$((SECONDS + timeout))
while true; do
  pending=()
  for id in $(docker compose ps -q); do
    status=$(docker inspect --format '{{if .State.Health}}{{.State.Health.Status}}{{else}}none{{end}}' "$id")
    name=$(docker inspect --format '{{.Name}}' "$id")
    if [[ "$status" != "healthy" && "$status" != "none" ]]; then
      pending+=("\${name#/}:$status")
    fi
  done
  if [[ \${#pending[@]} -eq 0 ]]; then
    echo "all services are healthy"
    exit 0
  fi
  if (( SECONDS >= deadline )); then
    echo "timed out after \${timeout}s waiting for: \${pending[*]}" >&2
    exit 1
  fi
  sleep 2
done
`,
      },
    ],
  },
  {
    slug: 'compose-node-dev-watch',
    name: 'Node.js Dev Container with Compose Watch',
    description:
      'Develop a Node.js app inside a container with live sync: Compose watch copies source edits into the running container and rebuilds when package.json changes. No bind-mounted node_modules headaches.',
    category: 'docker-compose',
    language: 'YAML',
    tags: ['nodejs', 'compose-watch', 'hot-reload', 'local-development'],
    published: '2025-10-03',
    readme: `Bind mounts of a whole project into a Node container bring slow file watching on macOS and Windows and \`node_modules\` built for the wrong platform. Compose's \`develop.watch\` avoids both: it syncs only the folders you list into the container, and rebuilds the image when dependency files change.

## What's inside

- \`compose.yaml\`: the \`app\` service with \`develop.watch\` rules (sync \`src/\`, rebuild on \`package.json\` or the lockfile), plus a PostgreSQL for the app to talk to.
- \`Dockerfile.dev\`: a development image that installs all dependencies and runs \`npm run dev\`.
- \`.dockerignore\`

## Usage

Your \`dev\` script should restart on changes, for example \`node --watch src/index.js\` or \`tsx watch src/index.ts\`.

${fence}bash
docker compose watch
# in another terminal
docker compose logs -f app
${fence}

Edit a file in \`src/\`: it appears in the container within a second and the dev server reloads.

## Customise

- Add more \`sync\` rules for other folders (\`public/\`, \`views/\`).
- Use \`sync+restart\` for config files that need a process restart but no rebuild.

## Notes

Compose watch needs Docker Compose 2.22 or later. Files are synced one way, host to container: files the app writes inside the container do not come back.
`,
    files: [
      {
        path: 'compose.yaml',
        content: `services:
  app:
    build:
      context: .
      dockerfile: Dockerfile.dev
    ports:
      - "3000:3000"
    environment:
      NODE_ENV: development
      DATABASE_URL: postgres://dev:dev@db:5432/app
    depends_on:
      db:
        condition: service_healthy
    develop:
      watch:
        - action: sync
          path: ./src
          target: /app/src
        - action: rebuild
          path: package.json
        - action: rebuild
          path: package-lock.json

  db:
    image: postgres:17-alpine
    environment:
      POSTGRES_USER: dev
      POSTGRES_PASSWORD: dev
      POSTGRES_DB: app
    healthcheck:
      test: ["CMD", "pg_isready", "-U", "dev"]
      interval: 3s
      retries: 20
    volumes:
      - db:/var/lib/postgresql/data

volumes:
  db:
`,
      },
      {
        path: 'Dockerfile.dev',
        content: `FROM node:24-alpine
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
USER node
EXPOSE 3000
CMD ["npm", "run", "dev"]
`,
      },
      {
        path: '.dockerignore',
        content: `node_modules
dist
.git
.env
`,
      },
    ],
  },
  {
    slug: 'compose-postgres-backups',
    name: 'PostgreSQL with Scheduled Backups',
    description:
      'PostgreSQL plus a sidecar that takes compressed pg_dump backups on a schedule, keeps the last N days and can restore one with a single command.',
    category: 'docker-compose',
    language: 'Shell',
    tags: ['postgresql', 'backup', 'pg-dump', 'cron'],
    price: 29,
    originalPrice: 39,
    published: '2026-07-08',
    readme: `Backups you do not have to remember. A small sidecar image built on \`postgres:17-alpine\` (so \`pg_dump\` matches the server's version) runs \`backup.sh\` from cron, writes \`pg_dump --format=custom\` archives to a volume or host folder, and deletes the ones older than \`BACKUP_KEEP_DAYS\`. \`restore.sh\` loads any archive back.

## What's inside

- \`compose.yaml\`: \`db\` and \`backup\`, sharing credentials from \`.env\`.
- \`backup/Dockerfile\`: the sidecar image, running crond in the foreground as an unprivileged user.
- \`backup/backup.sh\`: dump, verify with \`pg_restore --list\`, rotate.
- \`backup/restore.sh\`: restore the newest archive, or the one you name.
- \`.env.example\`

## Usage

${fence}bash
cp .env.example .env
docker compose up -d --build
# take a backup now instead of waiting for the schedule
docker compose exec backup /usr/local/bin/backup.sh
ls backups/
# restore the newest backup (drops and recreates the objects it contains)
docker compose exec backup /usr/local/bin/restore.sh
${fence}

## Customise

- \`BACKUP_SCHEDULE\` takes a cron expression (default: 03:15 every day).
- Copy archives off the host: add \`aws s3 cp\` or \`rclone copy\` at the end of \`backup.sh\`.

## Notes

A backup on the same disk as the database protects against mistakes, not against losing the disk: ship copies elsewhere. Test a restore now and then; \`restore.sh\` into a scratch database is a good monthly habit.
`,
    files: [
      {
        path: 'compose.yaml',
        content: `services:
  db:
    image: postgres:17-alpine
    env_file: .env
    volumes:
      - pgdata:/var/lib/postgresql/data
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U $$POSTGRES_USER -d $$POSTGRES_DB"]
      interval: 5s
      retries: 10
    restart: unless-stopped

  backup:
    build: ./backup
    env_file: .env
    environment:
      PGHOST: db
      PGUSER: \${POSTGRES_USER}
      PGPASSWORD: \${POSTGRES_PASSWORD}
      PGDATABASE: \${POSTGRES_DB}
    volumes:
      - ./backups:/backups
    depends_on:
      db:
        condition: service_healthy
    restart: unless-stopped

volumes:
  pgdata:
`,
      },
      {
        path: 'backup/Dockerfile',
        content: `FROM postgres:17-alpine
# busybox crond runs jobs from per-user crontabs; the entrypoint writes one from BACKUP_SCHEDULE.
COPY --chmod=0755 backup.sh restore.sh /usr/local/bin/
RUN mkdir -p /backups && chown postgres:postgres /backups
ENV BACKUP_SCHEDULE="15 3 * * *" \\
    BACKUP_KEEP_DAYS=14
USER root
CMD ["/bin/sh", "-c", "echo \\"$BACKUP_SCHEDULE /usr/local/bin/backup.sh >> /proc/1/fd/1 2>&1\\" | crontab -u postgres - && exec crond -f -l 6"]
`,
      },
      {
        path: 'backup/.dockerignore',
        content: `# The build context is backup/: send only the two scripts.
*
!backup.sh
!restore.sh
`,
      },
      {
        path: 'backup/backup.sh',
        content: `#!/bin/sh
# Dumps PGDATABASE to /backups in pg_dump's custom format, checks the archive, drops old ones.
set -eu

dir=/backups
keep_days="\${BACKUP_KEEP_DAYS:-14}"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
file="$dir/\${PGDATABASE}-\${stamp}.dump"

echo "backup: dumping \${PGDATABASE} to \${file}"
pg_dump --format=custom --compress=9 --no-owner --file="\${file}.partial"

# An archive pg_restore cannot list is useless: fail loudly rather than rotate good backups away.
pg_restore --list "\${file}.partial" > /dev/null
mv "\${file}.partial" "$file"

find "$dir" -name "\${PGDATABASE}-*.dump" -type f -mtime +"$keep_days" -print -delete
echo "backup: done ($(du -h "$file" | cut -f1))"
`,
      },
      {
        path: 'backup/restore.sh',
        content: `#!/bin/sh
# Restores the newest archive in /backups, or the file given as the first argument.
set -eu

file="\${1:-$(ls -1t /backups/"\${PGDATABASE}"-*.dump 2>/dev/null | head -n 1)}"
if [ -z "$file" ] || [ ! -f "$file" ]; then
  echo "restore: no backup found" >&2
  exit 1
fi

echo "restore: loading $file into \${PGDATABASE}"
pg_restore --clean --if-exists --no-owner --single-transaction --dbname="\${PGDATABASE}" "$file"
echo "restore: done"
`,
      },
      {
        path: '.env.example',
        content: `POSTGRES_USER=app
POSTGRES_PASSWORD=change-me
POSTGRES_DB=app
BACKUP_SCHEDULE=15 3 * * *
BACKUP_KEEP_DAYS=14
`,
      },
    ],
  },
]
