import { fence } from './markdown'
import type { TemplateSeed } from './types'

/** Dockerfiles written for Snipstack: multi-stage, non-root, with a healthcheck and a .dockerignore each. */
export const dockerTemplates: TemplateSeed[] = [
  {
    slug: 'docker-bun-api',
    name: 'Bun API Dockerfile',
    description:
      'A multi-stage Dockerfile for a Bun HTTP API: production dependencies only, the unprivileged bun user and a healthcheck that needs no curl.',
    category: 'docker',
    language: 'Dockerfile',
    tags: ['bun', 'multi-stage', 'non-root', 'healthcheck'],
    published: '2026-03-14',
    readme: `A Dockerfile for an API that runs on Bun, such as an Elysia or Hono service. Bun runs TypeScript directly, so there is no build step: one stage installs production dependencies with a cache mount, the final stage copies them next to your source and runs as the \`bun\` user that the official image already has.

## What's inside

- \`Dockerfile\`: three stages (base, prod-deps, runtime) on \`oven/bun:1.3-slim\`, a \`HEALTHCHECK\` written in Bun itself, and \`NODE_ENV=production\`.
- \`.dockerignore\`: keeps \`node_modules\`, test files, \`.env\` files and Git history out of the build context.
- \`compose.yaml\`: builds and runs the image locally on port 3000 with the same healthcheck.

## Usage

Copy the three files to the root of your project (next to \`package.json\` and \`bun.lock\`), then:

${fence}bash
docker build -t my-api .
docker run --rm -p 3000:3000 my-api
# or, with Compose
docker compose up --build
${fence}

The app must listen on \`0.0.0.0\` and the port in \`PORT\` (3000 by default), and answer \`GET /health\` with a 2xx status.

## Customise

- Change \`ENTRYPOINT\` if your entry file is not \`src/index.ts\`.
- Pin \`BUN_VERSION\` to the exact version in your \`package.json\` \`packageManager\` field for reproducible builds.
- Adjust the healthcheck path, or remove the \`HEALTHCHECK\` if your orchestrator probes the container itself (Kubernetes ignores it).

## Notes

The cache mount needs BuildKit, which is the default builder in current Docker releases. \`bun install --frozen-lockfile\` fails when \`bun.lock\` is out of date, on purpose: commit the lockfile you tested with.
`,
    files: [
      {
        path: 'Dockerfile',
        content: `# syntax=docker/dockerfile:1
ARG BUN_VERSION=1.3

FROM oven/bun:\${BUN_VERSION}-slim AS base
WORKDIR /app

# Production dependencies only; the cache mount keeps downloaded packages between builds.
FROM base AS prod-deps
COPY package.json bun.lock ./
RUN --mount=type=cache,target=/root/.bun/install/cache \\
    bun install --frozen-lockfile --production

FROM base AS runtime
ENV NODE_ENV=production \\
    PORT=3000
COPY --from=prod-deps --chown=bun:bun /app/node_modules ./node_modules
COPY --chown=bun:bun package.json tsconfig.json ./
COPY --chown=bun:bun src ./src

# The official image ships an unprivileged "bun" user (uid 1000).
USER bun
EXPOSE 3000

# The slim image has no curl or wget, so the check is a one-line Bun script.
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \\
  CMD ["bun", "-e", "const r = await fetch('http://127.0.0.1:' + (process.env.PORT ?? 3000) + '/health'); process.exit(r.ok ? 0 : 1)"]

ENTRYPOINT ["bun", "run", "src/index.ts"]
`,
      },
      {
        path: '.dockerignore',
        content: `# Dependencies are installed inside the image.
node_modules
# Local and CI artefacts.
.git
.github
coverage
dist
*.log
# Secrets never belong in an image.
.env
.env.*
!.env.example
# Tests are not needed at run time.
**/*.test.ts
**/*.spec.ts
Dockerfile
compose.yaml
`,
      },
      {
        path: 'compose.yaml',
        content: `services:
  api:
    build: .
    image: my-api:local
    ports:
      - "3000:3000"
    environment:
      PORT: "3000"
    env_file:
      - path: .env
        required: false
    restart: unless-stopped
`,
      },
    ],
  },
  {
    slug: 'docker-node-pnpm-multistage',
    name: 'Node.js pnpm Multi-stage Build',
    description:
      'Builds a TypeScript Node.js service with pnpm and ships only the compiled output and production dependencies on Alpine. Runs as the node user under tini, with a healthcheck script.',
    category: 'docker',
    language: 'Dockerfile',
    tags: ['nodejs', 'pnpm', 'multi-stage', 'alpine', 'typescript'],
    published: '2025-09-02',
    readme: `A four-stage Dockerfile for a Node.js service written in TypeScript and managed with pnpm. The build stage compiles to \`dist/\`, a separate stage installs production dependencies only, and the final image holds nothing else: no compiler, no dev dependencies, no pnpm store.

## What's inside

- \`Dockerfile\`: \`node:24-alpine\` stages with Corepack-provided pnpm, \`pnpm fetch\` for a cache-friendly install, \`tini\` as PID 1 so signals reach Node, and the \`node\` user.
- \`healthcheck.js\`: a dependency-free probe that calls \`/health\` and exits 0 or 1 (Alpine's busybox wget would also do, but this respects \`PORT\`).
- \`.dockerignore\`: keeps the context small and secrets out.

## Usage

Your \`package.json\` needs a \`build\` script that writes \`dist/\` (for example \`tsc -p tsconfig.build.json\`) and a \`packageManager\` field such as \`"pnpm@10.18.0"\`.

${fence}bash
docker build -t my-service .
docker run --rm -p 8080:8080 -e PORT=8080 my-service
docker inspect --format '{{.State.Health.Status}}' $(docker ps -lq)
${fence}

## Customise

- Replace \`dist/server.js\` in \`CMD\` with your entry point.
- Add \`--filter\` to the pnpm commands when the service lives in a pnpm workspace.
- Use \`node:24-slim\` instead of Alpine if a native dependency needs glibc.

## Notes

The dependency layers depend only on \`package.json\` and \`pnpm-lock.yaml\`, so they are rebuilt when dependencies change, not on every source edit.
`,
    files: [
      {
        path: 'Dockerfile',
        content: `# syntax=docker/dockerfile:1
FROM node:24-alpine AS base
ENV PNPM_HOME=/pnpm \\
    COREPACK_ENABLE_DOWNLOAD_PROMPT=0
ENV PATH=$PNPM_HOME:$PATH
RUN corepack enable
WORKDIR /app

# Download every package named in the lockfile into the store. package.json comes along so that
# Corepack picks the pnpm version of its packageManager field.
FROM base AS fetch
COPY package.json pnpm-lock.yaml ./
RUN --mount=type=cache,id=pnpm,target=/pnpm/store pnpm fetch

FROM fetch AS build
RUN --mount=type=cache,id=pnpm,target=/pnpm/store pnpm install --offline --frozen-lockfile
COPY . .
RUN pnpm run build

FROM fetch AS prod-deps
RUN --mount=type=cache,id=pnpm,target=/pnpm/store pnpm install --offline --frozen-lockfile --prod

FROM node:24-alpine AS runtime
RUN apk add --no-cache tini
ENV NODE_ENV=production \\
    PORT=8080
WORKDIR /app
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --chown=node:node package.json healthcheck.js ./

USER node
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 CMD ["node", "healthcheck.js"]

# tini forwards SIGTERM to Node and reaps zombies, so "docker stop" is quick and clean.
ENTRYPOINT ["/sbin/tini", "--"]
CMD ["node", "dist/server.js"]
`,
      },
      {
        path: 'healthcheck.js',
        content: `// Exits 0 when GET /health answers 2xx within three seconds, 1 otherwise.
import http from 'node:http'

const port = process.env.PORT ?? '8080'
const request = http.get({ host: '127.0.0.1', port, path: '/health', timeout: 3000 }, (response) => {
  response.resume()
  process.exit(response.statusCode >= 200 && response.statusCode < 300 ? 0 : 1)
})
request.on('timeout', () => request.destroy(new Error('timeout')))
request.on('error', () => process.exit(1))
`,
      },
      {
        path: '.dockerignore',
        content: `node_modules
dist
coverage
.git
.github
.turbo
*.log
.env
.env.*
!.env.example
Dockerfile
.dockerignore
`,
      },
    ],
  },
  {
    slug: 'docker-go-distroless',
    name: 'Go Static Binary on Distroless',
    description:
      'Compiles a Go service into a static binary and ships it on distroless static as the nonroot user. The binary checks its own health, since the image has no shell.',
    category: 'docker',
    language: 'Dockerfile',
    tags: ['go', 'distroless', 'static-binary', 'non-root'],
    published: '2025-05-21',
    readme: `A Dockerfile that produces a Go image of a few megabytes: the build stage compiles a static, stripped binary with \`CGO_ENABLED=0\`, and the final stage is \`gcr.io/distroless/static-debian12:nonroot\`, which has CA certificates and time zone data but no shell or package manager.

## What's inside

- \`Dockerfile\`: cached module download and build cache mounts, \`-trimpath\` and \`-ldflags="-s -w"\`, a version stamped in at build time, and cross-compilation through \`TARGETOS\`/\`TARGETARCH\` for multi-arch builds.
- \`main.go\`: a minimal server with \`/health\` and a \`-healthcheck\` flag that probes it, which is how the \`HEALTHCHECK\` works without curl.
- \`go.mod\`: the module file the build expects.
- \`.dockerignore\`

## Usage

${fence}bash
docker build --build-arg VERSION=$(git describe --tags --always) -t my-go-service .
docker run --rm -p 8080:8080 my-go-service
# multi-arch, with buildx
docker buildx build --platform linux/amd64,linux/arm64 -t ghcr.io/you/my-go-service:latest --push .
${fence}

## Customise

- Change \`./cmd/server\` style paths if your main package is elsewhere: the build compiles \`.\` here.
- Keep the \`-healthcheck\` flag (or an equivalent subcommand) in your own \`main.go\` if you keep the \`HEALTHCHECK\`.

## Notes

Because the image has no shell, \`docker exec -it ... sh\` will not work; use the \`:debug-nonroot\` tag of the same base image when you need a busybox shell for debugging.
`,
    files: [
      {
        path: 'Dockerfile',
        content: `# syntax=docker/dockerfile:1
FROM --platform=$BUILDPLATFORM golang:1.25-alpine AS build
WORKDIR /src

# Module downloads are cached and only invalidated by go.mod / go.sum.
COPY go.mod go.sum* ./
RUN --mount=type=cache,target=/go/pkg/mod go mod download

COPY . .
ARG TARGETOS
ARG TARGETARCH
ARG VERSION=dev
RUN --mount=type=cache,target=/go/pkg/mod \\
    --mount=type=cache,target=/root/.cache/go-build \\
    CGO_ENABLED=0 GOOS=$TARGETOS GOARCH=$TARGETARCH \\
    go build -trimpath -ldflags="-s -w -X main.version=\${VERSION}" -o /out/server .

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/server /server
USER nonroot:nonroot
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 CMD ["/server", "-healthcheck"]
ENTRYPOINT ["/server"]
`,
      },
      {
        path: 'main.go',
        content: `package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

func main() {
	healthcheck := flag.Bool("healthcheck", false, "probe /health on the local server and exit 0 or 1")
	flag.Parse()

	port := os.Getenv("PORT")
	if port == "" {
		port = "8080"
	}
	if *healthcheck {
		os.Exit(probe("http://127.0.0.1:" + port + "/health"))
	}

	mux := http.NewServeMux()
	mux.HandleFunc("GET /health", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintln(w, "ok")
	})
	mux.HandleFunc("GET /version", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintln(w, version)
	})

	srv := &http.Server{Addr: ":" + port, Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		log.Printf("listening on :%s (version %s)", port, version)
		if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Fatal(err)
		}
	}()
	<-ctx.Done()
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		log.Printf("shutdown: %v", err)
	}
}

// probe returns the exit code for the container healthcheck.
func probe(url string) int {
	client := http.Client{Timeout: 2 * time.Second}
	resp, err := client.Get(url)
	if err != nil {
		return 1
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return 1
	}
	return 0
}
`,
      },
      {
        path: 'go.mod',
        content: `module example.com/my-go-service

go 1.25
`,
      },
      {
        path: '.dockerignore',
        content: `.git
.github
bin
dist
*.test
coverage.out
.env
Dockerfile
.dockerignore
`,
      },
    ],
  },
  {
    slug: 'docker-python-uv',
    name: 'Python with uv, Slim and Non-root',
    description:
      'A two-stage Python image built with uv: dependencies resolved from uv.lock into a virtual environment, copied onto python:3.13-slim and run as an unprivileged user.',
    category: 'docker',
    language: 'Dockerfile',
    tags: ['python', 'uv', 'multi-stage', 'non-root'],
    published: '2026-01-19',
    readme: `A Dockerfile for Python services managed with [uv](https://docs.astral.sh/uv/). uv installs the locked dependencies into \`/app/.venv\` in a builder stage (bytecode-compiled, with a cache mount), and the runtime stage copies that environment onto a clean \`python:3.13-slim\` with no uv and no build tools.

## What's inside

- \`Dockerfile\`: the uv binary copied from its official image, a dependency layer that only changes with \`uv.lock\`, a project layer, and a runtime stage with an \`app\` user and a Python-based healthcheck.
- \`pyproject.toml\`: a minimal FastAPI project to show the expected layout.
- \`app/main.py\`: the app, with the \`/health\` route the healthcheck calls.
- \`.dockerignore\`

## Usage

${fence}bash
uv lock            # creates uv.lock if you do not have one
docker build -t my-python-api .
docker run --rm -p 8000:8000 my-python-api
curl localhost:8000/health
${fence}

## Customise

- Change the \`CMD\` to your ASGI or WSGI entry point, or to \`python -m yourpackage\`.
- Switch \`python:3.13-slim\` and the uv image tag together: the venv is tied to the Python minor version.
- Add system libraries your wheels need (for example \`libpq5\`) with \`apt-get\` in the runtime stage.

## Notes

\`UV_LINK_MODE=copy\` avoids hard-link warnings with cache mounts, and \`UV_PYTHON_DOWNLOADS=never\` makes uv use the image's interpreter instead of downloading one.
`,
    files: [
      {
        path: 'Dockerfile',
        content: `# syntax=docker/dockerfile:1
FROM python:3.13-slim AS builder
COPY --from=ghcr.io/astral-sh/uv:0.9 /uv /uvx /bin/
ENV UV_COMPILE_BYTECODE=1 \\
    UV_LINK_MODE=copy \\
    UV_PYTHON_DOWNLOADS=never
WORKDIR /app

# Dependencies first: this layer only changes when uv.lock or pyproject.toml do.
RUN --mount=type=cache,target=/root/.cache/uv \\
    --mount=type=bind,source=uv.lock,target=uv.lock \\
    --mount=type=bind,source=pyproject.toml,target=pyproject.toml \\
    uv sync --locked --no-install-project --no-dev

COPY . .
RUN --mount=type=cache,target=/root/.cache/uv \\
    uv sync --locked --no-dev

FROM python:3.13-slim AS runtime
RUN groupadd --system --gid 10001 app \\
 && useradd --system --uid 10001 --gid app --home-dir /app --no-create-home app
WORKDIR /app
COPY --from=builder --chown=app:app /app /app
ENV PATH="/app/.venv/bin:$PATH" \\
    PYTHONUNBUFFERED=1
USER app
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \\
  CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/health', timeout=3)"]
CMD ["uvicorn", "app.main:app", "--host", "0.0.0.0", "--port", "8000", "--proxy-headers"]
`,
      },
      {
        path: 'pyproject.toml',
        content: `[project]
name = "my-python-api"
version = "0.1.0"
requires-python = ">=3.13"
dependencies = [
  "fastapi>=0.118",
  "uvicorn[standard]>=0.37",
]

[dependency-groups]
dev = ["pytest>=8.4", "httpx>=0.28"]

[tool.uv]
package = false
`,
      },
      {
        path: 'app/__init__.py',
        content: `"""The application package."""
`,
      },
      {
        path: 'app/main.py',
        content: `from fastapi import FastAPI

app = FastAPI(title="my-python-api")


@app.get("/health")
def health() -> dict[str, str]:
    return {"status": "ok"}


@app.get("/")
def index() -> dict[str, str]:
    return {"message": "hello from a uv-built image"}
`,
      },
      {
        path: '.dockerignore',
        content: `.venv
__pycache__
*.pyc
.pytest_cache
.ruff_cache
.mypy_cache
.git
.github
.env
.env.*
Dockerfile
.dockerignore
`,
      },
    ],
  },
  {
    slug: 'docker-python-gunicorn-wheels',
    name: 'Python Gunicorn Image with Prebuilt Wheels',
    description:
      'A pip-based multi-stage image that compiles wheels in a builder with build tools and installs them offline on a slim runtime. Gunicorn is configured from a Python file with sane worker defaults.',
    category: 'docker',
    language: 'Dockerfile',
    tags: ['python', 'pip', 'gunicorn', 'django', 'flask'],
    price: 19,
    originalPrice: 29,
    published: '2025-06-30',
    readme: `For WSGI apps (Django, Flask) that use plain \`requirements.txt\`. Packages with C extensions, such as \`psycopg\` built from source, need a compiler; this Dockerfile keeps gcc and headers in a builder stage that turns every requirement into a wheel, then installs those wheels with \`--no-index\` on a slim runtime that has only the shared libraries.

## What's inside

- \`Dockerfile\`: builder with \`build-essential\` and \`libpq-dev\`, runtime with \`libpq5\` only, an unprivileged \`app\` user and a healthcheck.
- \`gunicorn.conf.py\`: workers from CPU count, a worker timeout, access logs to stdout, and \`forwarded_allow_ips\` for running behind a proxy.
- \`requirements.txt\`: an example set of pinned requirements.
- \`.dockerignore\`

## Usage

Set \`WSGI_APP\` to your application's import path:

${fence}bash
docker build -t my-wsgi-app .
docker run --rm -p 8000:8000 -e WSGI_APP=mysite.wsgi:application my-wsgi-app
${fence}

## Customise

- \`GUNICORN_WORKERS\` and \`GUNICORN_TIMEOUT\` override the defaults at run time.
- For Django, run \`collectstatic\` in the builder and copy \`staticfiles/\` across, or serve static files with WhiteNoise.
- Remove \`libpq-dev\`/\`libpq5\` if you do not use PostgreSQL.

## Notes

The healthcheck calls \`/healthz\`; add a cheap view for it that does not touch the database, so a slow database does not get the container restarted.
`,
    files: [
      {
        path: 'Dockerfile',
        content: `# syntax=docker/dockerfile:1
ARG PYTHON_VERSION=3.13

FROM python:\${PYTHON_VERSION}-slim AS builder
RUN apt-get update \\
 && apt-get install -y --no-install-recommends build-essential libpq-dev \\
 && rm -rf /var/lib/apt/lists/*
WORKDIR /wheels
COPY requirements.txt .
RUN --mount=type=cache,target=/root/.cache/pip \\
    pip wheel --wheel-dir /wheels -r requirements.txt

FROM python:\${PYTHON_VERSION}-slim AS runtime
RUN apt-get update \\
 && apt-get install -y --no-install-recommends libpq5 \\
 && rm -rf /var/lib/apt/lists/* \\
 && useradd --system --uid 10001 --user-group --home-dir /app app
ENV PYTHONDONTWRITEBYTECODE=1 \\
    PYTHONUNBUFFERED=1 \\
    PIP_NO_CACHE_DIR=1 \\
    WSGI_APP=app.wsgi:application
COPY --from=builder /wheels /wheels
COPY requirements.txt /tmp/requirements.txt
RUN pip install --no-index --find-links=/wheels -r /tmp/requirements.txt \\
 && rm -rf /wheels /tmp/requirements.txt
WORKDIR /app
COPY --chown=app:app . .
USER app
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \\
  CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/healthz', timeout=3)"]
CMD ["sh", "-c", "exec gunicorn --config gunicorn.conf.py \\"$WSGI_APP\\""]
`,
      },
      {
        path: 'gunicorn.conf.py',
        content: `"""Gunicorn settings, read with --config. Environment variables override the defaults."""

import multiprocessing
import os

bind = f"0.0.0.0:{os.environ.get('PORT', '8000')}"

# The usual starting point is two workers per core plus one; cap it so small hosts do not over-commit.
workers = int(os.environ.get("GUNICORN_WORKERS", min(multiprocessing.cpu_count() * 2 + 1, 9)))
threads = int(os.environ.get("GUNICORN_THREADS", "1"))
timeout = int(os.environ.get("GUNICORN_TIMEOUT", "30"))
graceful_timeout = 20
keepalive = 5

# Restart workers now and then to contain slow memory leaks in long-running processes.
max_requests = 2000
max_requests_jitter = 200

accesslog = "-"
errorlog = "-"
loglevel = os.environ.get("GUNICORN_LOG_LEVEL", "info")

# Trust X-Forwarded-* from the proxy in front of the container.
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "*")
`,
      },
      {
        path: 'requirements.txt',
        content: `django==5.2.7
gunicorn==23.0.0
psycopg[c]==3.2.10
whitenoise==6.11.0
`,
      },
      {
        path: '.dockerignore',
        content: `.venv
venv
__pycache__
*.pyc
.pytest_cache
staticfiles
media
.git
.github
.env
.env.*
db.sqlite3
Dockerfile
.dockerignore
`,
      },
    ],
  },
  {
    slug: 'docker-spa-nginx-unprivileged',
    name: 'Static SPA on Unprivileged NGINX',
    description:
      'Builds a Vite or other static front end with Node and serves it from nginx-unprivileged on port 8080. Hashed assets are cached for a year and every unknown path falls back to index.html.',
    category: 'docker',
    language: 'Dockerfile',
    tags: ['nginx', 'spa', 'static-site', 'multi-stage'],
    published: '2025-11-11',
    readme: `A two-stage image for single-page apps: Node builds the site, and \`nginxinc/nginx-unprivileged\` serves \`dist/\` as uid 101 on port 8080, so it runs on platforms that forbid root containers (OpenShift, restricted Kubernetes namespaces) without changes.

## What's inside

- \`Dockerfile\`: \`npm ci\` with a cache mount, \`npm run build\`, then the static files on nginx with a healthcheck.
- \`nginx/default.conf\`: history-API fallback to \`index.html\`, immutable caching for \`/assets/\`, no caching of \`index.html\`, gzip, security headers and a \`/healthz\` endpoint.
- \`.dockerignore\`

## Usage

${fence}bash
docker build -t my-spa .
docker run --rm -p 8080:8080 my-spa
curl -I localhost:8080/assets/index-abc123.js
${fence}

## Customise

- Change \`BUILD_DIR\` if your build does not write \`dist/\` (Create React App writes \`build/\`).
- Build-time variables such as \`VITE_API_URL\` can be passed with \`--build-arg\` and an \`ARG\`/\`ENV\` pair in the build stage.
- Tighten the \`Content-Security-Policy\` header to the origins your app really calls.

## Notes

Configuration baked in at build time cannot change per environment; if you need that, template a small \`config.js\` at container start instead.
`,
    files: [
      {
        path: 'Dockerfile',
        content: `# syntax=docker/dockerfile:1
FROM node:24-alpine AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci
COPY . .
RUN npm run build

FROM nginxinc/nginx-unprivileged:1.29-alpine AS runtime
ARG BUILD_DIR=dist
COPY nginx/default.conf /etc/nginx/conf.d/default.conf
COPY --from=build --chown=nginx:nginx /app/\${BUILD_DIR} /usr/share/nginx/html
# The base image already runs as nginx (uid 101); saying so keeps scanners and readers sure of it.
USER nginx
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --retries=3 CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
`,
      },
      {
        path: 'nginx/default.conf',
        content: `server {
    listen 8080;
    server_name _;
    root /usr/share/nginx/html;
    index index.html;

    gzip on;
    gzip_types text/css application/javascript application/json image/svg+xml;
    gzip_min_length 1024;

    add_header X-Content-Type-Options nosniff always;
    add_header Referrer-Policy strict-origin-when-cross-origin always;
    add_header Content-Security-Policy "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'" always;

    # Vite puts content-hashed files under /assets/: they never change, so cache them for a year.
    # An add_header here drops the server-level ones, so the security headers are repeated.
    location /assets/ {
        add_header Cache-Control "public, max-age=31536000, immutable" always;
        add_header X-Content-Type-Options nosniff always;
        try_files $uri =404;
    }

    location = /healthz {
        access_log off;
        default_type text/plain;
        return 200 "ok";
    }

    # Everything else is a client-side route: serve the app shell and let the router decide.
    # "expires -1" sends Cache-Control: no-cache without an add_header that would hide the ones above.
    location / {
        expires -1;
        try_files $uri $uri/ /index.html;
    }
}
`,
      },
      {
        path: '.dockerignore',
        content: `node_modules
dist
build
coverage
.git
.github
.env
.env.*
!.env.example
Dockerfile
.dockerignore
`,
      },
    ],
  },
]
