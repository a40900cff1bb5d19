import { describe, expect, it } from 'vitest'
import { loadTemplateFiles } from './content/files'
import { parseNginx, templateDemo } from './demo'

const items = (files: { path: string; content: string }[]) =>
  templateDemo(files).sections.flatMap((section) =>
    section.items.map((item) => ({
      name: item.name,
      kind: item.kind,
      facts: Object.fromEntries(item.facts.map((f) => [f.label, f.value])),
    })),
  )

describe('the live demo of a template', () => {
  it('lists the services a Compose file starts, with their image or build, ports, order and checks', () => {
    const compose = [
      'services:',
      '  app:',
      '    build: { context: ., target: runtime }',
      '    ports: ["8080:8080"]',
      '    depends_on:',
      '      db: { condition: service_healthy }',
      '    environment:',
      '      DATABASE_URL: postgres://db/app',
      '  db:',
      '    image: postgres:17',
      '    healthcheck:',
      '      test: ["CMD", "pg_isready", "-U", "app"]',
      '',
    ].join('\n')
    expect(items([{ path: 'compose.yaml', content: compose }])).toEqual([
      {
        name: 'app',
        kind: 'service',
        facts: {
          'Built from': '., target runtime',
          Ports: '8080:8080',
          'Waits for': 'db (service_healthy)',
          Environment: 'DATABASE_URL',
        },
      },
      { name: 'db', kind: 'service', facts: { Image: 'postgres:17', 'Health check': 'pg_isready -U app' } },
    ])
  })

  it('lists a workflow’s jobs with their runner, order, matrix and steps', () => {
    const workflow = [
      'name: CI',
      'on: { push: { branches: [main] }, pull_request: {} }',
      'jobs:',
      '  test:',
      '    runs-on: ubuntu-24.04',
      '    strategy: { matrix: { node: [22, 24] } }',
      '    steps:',
      '      - uses: actions/checkout@v5',
      '      - name: Test',
      '        run: npm test',
      '  deploy:',
      '    needs: test',
      '    runs-on: ubuntu-24.04',
      '    environment: production',
      '    steps: [{ run: ./deploy.sh }]',
      '',
    ].join('\n')
    const [section] = templateDemo([{ path: '.github/workflows/ci.yml', content: workflow }]).sections
    expect(section?.description).toBe('Runs on push, pull_request; its jobs:')
    expect(items([{ path: '.github/workflows/ci.yml', content: workflow }])).toEqual([
      {
        name: 'test',
        kind: 'job',
        facts: { 'Runs on': 'ubuntu-24.04', Matrix: 'node', Steps: 'actions/checkout@v5, Test' },
      },
      {
        name: 'deploy',
        kind: 'job',
        facts: { 'Runs on': 'ubuntu-24.04', After: 'test', Environment: 'production', Steps: './deploy.sh' },
      },
    ])
  })

  it('lists Kubernetes objects and what a Helm chart renders, with the values that switch them on', () => {
    const deployment =
      'apiVersion: apps/v1\nkind: Deployment\nmetadata: { name: web, namespace: shop }\nspec:\n  replicas: 3\n  template:\n    spec:\n      containers: [{ name: web, image: "ghcr.io/acme/web:1.2.3" }]\n'
    expect(items([{ path: 'k8s/web.yaml', content: deployment }])).toEqual([
      {
        name: 'web',
        kind: 'Deployment',
        facts: { Namespace: 'shop', Replicas: '3', Images: 'ghcr.io/acme/web:1.2.3' },
      },
    ])
    const chart = [
      { path: 'chart/Chart.yaml', content: 'apiVersion: v2\nname: web\nversion: 1.0.0\n' },
      { path: 'chart/values.yaml', content: 'hpa:\n  enabled: false\n' },
      { path: 'chart/templates/deployment.yaml', content: 'apiVersion: apps/v1\nkind: Deployment\n' },
      {
        path: 'chart/templates/hpa.yaml',
        content:
          '{{- if .Values.hpa.enabled }}\napiVersion: autoscaling/v2\nkind: HorizontalPodAutoscaler\n{{- end }}\n',
      },
    ]
    const [section] = templateDemo(chart).sections
    expect(section?.title).toBe('Chart web 1.0.0')
    expect(items(chart)).toEqual([
      { name: 'deployment.yaml', kind: 'Deployment', facts: {} },
      { name: 'hpa.yaml', kind: 'HorizontalPodAutoscaler', facts: { 'Only when': '.Values.hpa.enabled' } },
    ])
  })

  it('maps each NGINX server’s locations to what they answer, and lists upstreams', () => {
    const conf = [
      'upstream app { server 127.0.0.1:3000; keepalive 8; }',
      'server {',
      '    listen 443 ssl;',
      '    server_name example.com;',
      '    if ($legacy) { return 301 https://example.com$legacy; }',
      '    location / { try_files $uri /index.html; expires -1; }',
      '    location /api/ { limit_req zone=api burst=5; proxy_pass http://app; }',
      "    location = /health { return 200 'ok'; } # a comment { with braces }",
      '}',
      '',
    ].join('\n')
    expect(items([{ path: 'conf.d/site.conf', content: conf }])).toEqual([
      {
        name: 'example.com',
        kind: 'server on 443 ssl',
        facts: {
          'Every request': 'if ($legacy): answers 301 https://example.com$legacy',
          'location /': 'serves $uri then /index.html; cached -1',
          'location /api/': 'limited by zone=api burst=5; proxies to http://app',
          'location = /health': 'answers 200 ok',
        },
      },
      { name: 'app', kind: 'upstream', facts: { 'server 1': '127.0.0.1:3000' } },
    ])
    expect(parseNginx('events {}\nhttp { include "mime.types"; }\n')).toEqual([
      { name: 'events', args: [], children: [] },
      { name: 'http', args: [], children: [{ name: 'include', args: ['mime.types'], children: [] }] },
    ])
  })

  it('lists Terraform blocks, a Dockerfile’s stages, and a starter’s commands', () => {
    const tf =
      'variable "region" {\n  description = "Where it runs"\n  type        = string\n  default     = "eu-west-1"\n}\n\nresource "aws_s3_bucket" "site" {\n  bucket = var.name\n}\n\noutput "url" {\n  description = "The site\'s address"\n  value       = aws_s3_bucket.site.bucket\n}\n'
    expect(items([{ path: 'main.tf', content: tf }])).toEqual([
      { name: 'region', kind: 'variable', facts: { About: 'Where it runs', Default: '"eu-west-1"' } },
      { name: 'aws_s3_bucket.site', kind: 'resource', facts: {} },
      { name: 'url', kind: 'output', facts: { About: "The site's address" } },
    ])
    const dockerfile =
      'FROM golang:1.25 AS build\nRUN go build -o /app .\n\nFROM gcr.io/distroless/static:nonroot\nCOPY --from=build /app /app\nUSER nonroot\nEXPOSE 8080\nENTRYPOINT ["/app"]\n'
    expect(items([{ path: 'Dockerfile', content: dockerfile }])).toEqual([
      { name: 'build', kind: 'build stage', facts: { From: 'golang:1.25' } },
      {
        name: 'stage 2',
        kind: 'final image',
        facts: { From: 'gcr.io/distroless/static:nonroot', 'Runs as': 'nonroot', Exposes: '8080', Starts: '["/app"]' },
      },
    ])
    const pkg = JSON.stringify({ scripts: { dev: 'vite', test: 'vitest run' }, dependencies: { react: '^19' } })
    expect(items([{ path: 'package.json', content: pkg }])).toEqual([
      { name: 'dev', kind: 'script', facts: { Runs: 'vite' } },
      { name: 'test', kind: 'script', facts: { Runs: 'vitest run' } },
    ])
    expect(
      items([
        { path: 'Makefile', content: '.PHONY: test\ntest:\n\t@go test ./...\n\nbuild: test\n\tgo build ./...\n' },
      ]),
    ).toEqual([
      { name: 'test', kind: 'make target', facts: { Runs: 'go test ./...' } },
      { name: 'build', kind: 'make target', facts: { Runs: 'go build ./...' } },
    ])
  })

  it('adds nothing for files that do not parse', () => {
    expect(
      templateDemo([
        { path: 'compose.yaml', content: 'services: [\n' },
        { path: 'package.json', content: '{' },
      ]),
    ).toEqual({
      sections: [],
    })
  })

  it('shows something for every template in the catalogue', () => {
    const empty = loadTemplateFiles().filter((template) => templateDemo(template.files).sections.length === 0)
    expect(empty.map((template) => template.slug)).toEqual([])
  })
})
