import { fence } from './markdown'
import type { TemplateSeed } from './types'

/** CI/CD pipelines written for Snipstack: GitHub Actions workflows and a GitLab CI pipeline. */
export const ciCdTemplates: TemplateSeed[] = [
  {
    slug: 'gha-node-ci-matrix',
    name: 'GitHub Actions: Node.js CI with Matrix and Cache',
    description:
      'Lint, type-check, test and build a Node.js project on every push and pull request, across Node 20, 22 and 24, with npm caching and superseded runs cancelled automatically.',
    category: 'ci-cd',
    language: 'YAML',
    tags: ['github-actions', 'nodejs', 'ci', 'matrix'],
    published: '2025-02-26',
    readme: `A CI workflow you can drop into almost any Node.js repository. Lint and type errors fail fast in one job on the current LTS; tests run across the supported Node versions in parallel; the build job runs only when both pass and uploads the output as an artifact.

## What's inside

- \`.github/workflows/ci.yml\`: \`lint\`, \`test\` (matrix) and \`build\` jobs, read-only token permissions, a concurrency group that cancels outdated runs of the same branch, and \`npm ci\` with the \`setup-node\` cache.
- \`.github/dependabot.yml\`: weekly updates for npm packages and for the actions themselves.
- \`.nvmrc\`: the Node version the lint and build jobs use, shared with your local \`nvm use\`.

## Usage

Your \`package.json\` needs \`lint\`, \`typecheck\`, \`test\` and \`build\` scripts (remove the steps you do not have).

${fence}bash
# from the unzipped template, into your repository
cp -r gha-node-ci-matrix/.github gha-node-ci-matrix/.nvmrc /path/to/your/repo/
cd /path/to/your/repo
git add .github .nvmrc && git commit -m "ci: add Node.js workflow" && git push
${fence}

## Customise

- Edit \`node-version\` in the matrix to the versions you support.
- Using pnpm? Add \`pnpm/action-setup\` before \`setup-node\`, set \`cache: pnpm\` and replace \`npm ci\` with \`pnpm install --frozen-lockfile\`.
- Require the \`CI / build\` check in branch protection so pull requests cannot merge red.

## Notes

\`fail-fast: false\` lets every Node version finish, so one failure shows whether it is version-specific.
`,
    files: [
      {
        path: '.github/workflows/ci.yml',
        content: `name: CI

on:
  push:
    branches: [main]
  pull_request:

permissions:
  contents: read

concurrency:
  group: ci-\${{ github.workflow }}-\${{ github.ref }}
  cancel-in-progress: \${{ github.ref != 'refs/heads/main' }}

jobs:
  lint:
    runs-on: ubuntu-latest
    timeout-minutes: 10
    steps:
      - uses: actions/checkout@v5
      - uses: actions/setup-node@v5
        with:
          node-version-file: .nvmrc
          cache: npm
      - run: npm ci
      - run: npm run lint
      - run: npm run typecheck

  test:
    runs-on: ubuntu-latest
    timeout-minutes: 15
    strategy:
      fail-fast: false
      matrix:
        node-version: [20, 22, 24]
    steps:
      - uses: actions/checkout@v5
      - uses: actions/setup-node@v5
        with:
          node-version: \${{ matrix.node-version }}
          cache: npm
      - run: npm ci
      - run: npm test -- --reporter=default --reporter=junit --outputFile=junit.xml
      - name: Upload test report
        if: \${{ !cancelled() }}
        uses: actions/upload-artifact@v4
        with:
          name: junit-node-\${{ matrix.node-version }}
          path: junit.xml

  build:
    needs: [lint, test]
    runs-on: ubuntu-latest
    timeout-minutes: 10
    steps:
      - uses: actions/checkout@v5
      - uses: actions/setup-node@v5
        with:
          node-version-file: .nvmrc
          cache: npm
      - run: npm ci
      - run: npm run build
      - uses: actions/upload-artifact@v4
        with:
          name: dist
          path: dist/
          retention-days: 7
`,
      },
      {
        path: '.github/dependabot.yml',
        content: `version: 2
updates:
  - package-ecosystem: npm
    directory: /
    schedule:
      interval: weekly
    groups:
      # One pull request for all minor and patch updates, separate ones for majors.
      minor-and-patch:
        update-types: [minor, patch]
  - package-ecosystem: github-actions
    directory: /
    schedule:
      interval: weekly
`,
      },
      {
        path: '.nvmrc',
        content: `24
`,
      },
    ],
  },
  {
    slug: 'gha-docker-build-push-ghcr',
    name: 'GitHub Actions: Docker Build and Push to GHCR',
    description:
      'Builds a multi-arch image with Buildx, caches layers in GitHub Actions, tags it from Git (branch, semver tag, commit SHA) and pushes it to GitHub Container Registry with a signed provenance attestation.',
    category: 'ci-cd',
    language: 'YAML',
    tags: ['github-actions', 'docker', 'ghcr', 'buildx', 'multi-arch'],
    published: '2025-06-17',
    readme: `The workflow that turns every push into an image in \`ghcr.io/OWNER/REPO\`. No registry secrets are needed: the job's \`GITHUB_TOKEN\` gets \`packages: write\`. Pull requests build (to catch Dockerfile breakage) but do not push.

## What's inside

- \`.github/workflows/docker.yml\`: QEMU and Buildx for \`linux/amd64\` and \`linux/arm64\`, \`docker/metadata-action\` for tags and OCI labels, the \`gha\` layer cache, and \`actions/attest-build-provenance\` to record how the image was built.
- \`.github/dependabot.yml\`: keeps the actions and the Dockerfile's base images current.

Tags produced:

| Git event | Image tags |
| --- | --- |
| push to \`main\` | \`main\`, \`sha-abc1234\` |
| tag \`v1.4.2\` | \`1.4.2\`, \`1.4\`, \`1\`, \`latest\`, \`sha-abc1234\` |
| pull request | built, not pushed |

## Usage

${fence}bash
cp -r gha-docker-build-push-ghcr/.github /path/to/your/repo/ && cd /path/to/your/repo
git add .github && git commit -m "ci: build and push images" && git push
git tag v1.0.0 && git push origin v1.0.0
docker pull ghcr.io/OWNER/REPO:1.0.0
gh attestation verify oci://ghcr.io/OWNER/REPO:1.0.0 --owner OWNER
${fence}

## Customise

- Drop \`linux/arm64\` if you do not need it: QEMU emulation makes arm64 builds several times slower.
- Set \`context\` and \`file\` for a Dockerfile outside the repository root.
- New packages are private; make the package public in its settings, or pull with a token.

## Notes

The \`gha\` cache is limited to 10 GB per repository and evicts the least recently used entries; \`mode=max\` caches intermediate stages too, which helps multi-stage builds most.
`,
    files: [
      {
        path: '.github/workflows/docker.yml',
        content: `name: Docker

on:
  push:
    branches: [main]
    tags: ["v*.*.*"]
  pull_request:

env:
  REGISTRY: ghcr.io
  IMAGE_NAME: \${{ github.repository }}

jobs:
  build:
    runs-on: ubuntu-latest
    timeout-minutes: 45
    permissions:
      contents: read
      packages: write
      id-token: write
      attestations: write
    steps:
      - uses: actions/checkout@v5

      - uses: docker/setup-qemu-action@v3
      - uses: docker/setup-buildx-action@v3

      - name: Log in to GHCR
        if: github.event_name != 'pull_request'
        uses: docker/login-action@v3
        with:
          registry: \${{ env.REGISTRY }}
          username: \${{ github.actor }}
          password: \${{ secrets.GITHUB_TOKEN }}

      - name: Image tags and labels
        id: meta
        uses: docker/metadata-action@v5
        with:
          images: \${{ env.REGISTRY }}/\${{ env.IMAGE_NAME }}
          tags: |
            type=ref,event=branch
            type=semver,pattern={{version}}
            type=semver,pattern={{major}}.{{minor}}
            type=semver,pattern={{major}},enable=\${{ !startsWith(github.ref, 'refs/tags/v0.') }}
            type=sha

      - name: Build and push
        id: push
        uses: docker/build-push-action@v6
        with:
          context: .
          platforms: linux/amd64,linux/arm64
          push: \${{ github.event_name != 'pull_request' }}
          tags: \${{ steps.meta.outputs.tags }}
          labels: \${{ steps.meta.outputs.labels }}
          cache-from: type=gha
          cache-to: type=gha,mode=max

      - name: Attest build provenance
        if: github.event_name != 'pull_request'
        uses: actions/attest-build-provenance@v3
        with:
          subject-name: \${{ env.REGISTRY }}/\${{ env.IMAGE_NAME }}
          subject-digest: \${{ steps.push.outputs.digest }}
          push-to-registry: true
`,
      },
      {
        path: '.github/dependabot.yml',
        content: `version: 2
updates:
  - package-ecosystem: github-actions
    directory: /
    schedule:
      interval: weekly
  - package-ecosystem: docker
    directory: /
    schedule:
      interval: weekly
`,
      },
    ],
  },
  {
    slug: 'gha-go-ci-golangci-lint',
    name: 'GitHub Actions: Go CI with golangci-lint',
    description:
      'Vet, lint with golangci-lint v2, and test with the race detector and coverage on every push. Module and build caches make repeat runs fast.',
    category: 'ci-cd',
    language: 'YAML',
    tags: ['github-actions', 'go', 'golangci-lint', 'ci'],
    published: '2025-08-28',
    readme: `A Go workflow with two parallel jobs: \`lint\` runs golangci-lint with a curated set of linters (configured in \`.golangci.yml\`), and \`test\` runs \`go vet\` and \`go test -race\` with a coverage profile, checking that \`go.mod\` is tidy on the way.

## What's inside

- \`.github/workflows/go.yml\`: both jobs, reading the Go version from \`go.mod\`.
- \`.golangci.yml\`: golangci-lint v2 configuration: the standard linters plus \`bodyclose\`, \`errorlint\`, \`gosec\`, \`misspell\`, \`revive\` and others, with \`gofumpt\` and \`goimports\` as formatters.

## Usage

${fence}bash
cp -r gha-go-ci-golangci-lint/.github gha-go-ci-golangci-lint/.golangci.yml /path/to/your/repo/
cd /path/to/your/repo
# run the same checks locally
golangci-lint run ./...
go test -race ./...
${fence}

## Customise

- Add or remove linters under \`linters.enable\`; \`golangci-lint linters\` lists them all.
- Pin \`version\` in the lint step to the golangci-lint release you run locally, so CI and laptops agree.

## Notes

The race detector needs cgo, which the Ubuntu runners have. If tests need a database, add a \`services:\` block to the \`test\` job.
`,
    files: [
      {
        path: '.github/workflows/go.yml',
        content: `name: Go

on:
  push:
    branches: [main]
  pull_request:

permissions:
  contents: read

jobs:
  lint:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - uses: actions/setup-go@v6
        with:
          go-version-file: go.mod
      - uses: golangci/golangci-lint-action@v8
        with:
          version: v2.5

  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - uses: actions/setup-go@v6
        with:
          go-version-file: go.mod
      - name: go.mod is tidy
        run: |
          go mod tidy
          git diff --exit-code go.mod go.sum
      - run: go vet ./...
      - run: go test -race -coverprofile=coverage.out -covermode=atomic ./...
      - name: Coverage summary
        run: go tool cover -func=coverage.out | tail -n 1 >> "$GITHUB_STEP_SUMMARY"
`,
      },
      {
        path: '.golangci.yml',
        content: `version: "2"

run:
  timeout: 5m

linters:
  default: standard
  enable:
    - bodyclose
    - errorlint
    - gocritic
    - gosec
    - misspell
    - nilerr
    - noctx
    - revive
    - unconvert
  settings:
    revive:
      rules:
        - name: exported
          disabled: true
  exclusions:
    rules:
      # Tests may use weak randomness and ignore errors of deferred Close calls.
      - path: _test\\.go
        linters: [gosec, errcheck]

formatters:
  enable:
    - gofumpt
    - goimports
`,
      },
    ],
  },
  {
    slug: 'gha-release-please',
    name: 'GitHub Actions: Automated Releases with release-please',
    description:
      'Conventional commits in, versioned releases out: release-please keeps a release pull request with the changelog up to date, and merging it tags the version, creates the GitHub release and publishes the package to npm.',
    category: 'ci-cd',
    language: 'YAML',
    tags: ['github-actions', 'release-please', 'semver', 'changelog', 'npm'],
    published: '2026-02-09',
    readme: `Releases without a release manager. Every push to \`main\` updates a standing "release PR" that bumps the version according to the commits since the last release (\`fix:\` is a patch, \`feat:\` a minor, \`feat!:\` a major) and writes the changelog. When you merge that PR, the workflow tags the release, publishes the GitHub release, and runs a publish job.

## What's inside

- \`.github/workflows/release-please.yml\`: the release job and a \`publish\` job that runs only when a release was created, publishing to npm with provenance.
- \`release-please-config.json\`: the release type (\`node\`), changelog sections and pre-1.0 behaviour.
- \`.release-please-manifest.json\`: the current version, which release-please updates.

## Usage

${fence}bash
cd gha-release-please
cp -r .github release-please-config.json .release-please-manifest.json /path/to/your/repo/
cd /path/to/your/repo
# set the manifest to your current version, then commit with conventional messages
git commit -m "feat: add CSV export"
git push
${fence}

Then add an \`NPM_TOKEN\` repository secret (an npm automation token), and allow GitHub Actions to create pull requests in the repository settings (Actions, General, Workflow permissions).

## Customise

- Not publishing to npm? Replace the \`publish\` job's steps with yours (build binaries, push an image); keep its \`if\`.
- For monorepos, list each package under \`packages\` in both JSON files.

## Notes

Pull requests opened with \`GITHUB_TOKEN\` do not trigger other workflows, so CI does not run on the release PR by itself. Use a fine-grained personal access token or a GitHub App token in \`token:\` if you need it to.
`,
    files: [
      {
        path: '.github/workflows/release-please.yml',
        content: `name: Release

on:
  push:
    branches: [main]

permissions:
  contents: write
  pull-requests: write

jobs:
  release-please:
    runs-on: ubuntu-latest
    outputs:
      release_created: \${{ steps.release.outputs.release_created }}
      tag_name: \${{ steps.release.outputs.tag_name }}
    steps:
      - uses: googleapis/release-please-action@v4
        id: release
        with:
          config-file: release-please-config.json
          manifest-file: .release-please-manifest.json

  publish:
    needs: release-please
    if: \${{ needs.release-please.outputs.release_created == 'true' }}
    runs-on: ubuntu-latest
    permissions:
      contents: read
      id-token: write
    steps:
      - uses: actions/checkout@v5
        with:
          ref: \${{ needs.release-please.outputs.tag_name }}
      - uses: actions/setup-node@v5
        with:
          node-version: 24
          registry-url: https://registry.npmjs.org
          cache: npm
      - run: npm ci
      - run: npm run build
      - run: npm publish --provenance --access public
        env:
          NODE_AUTH_TOKEN: \${{ secrets.NPM_TOKEN }}
`,
      },
      {
        path: 'release-please-config.json',
        content: `{
  "$schema": "https://raw.githubusercontent.com/googleapis/release-please/main/schemas/config.json",
  "release-type": "node",
  "bump-minor-pre-major": true,
  "bump-patch-for-minor-pre-major": true,
  "include-component-in-tag": false,
  "changelog-sections": [
    { "type": "feat", "section": "Features" },
    { "type": "fix", "section": "Bug Fixes" },
    { "type": "perf", "section": "Performance" },
    { "type": "deps", "section": "Dependencies" },
    { "type": "docs", "section": "Documentation", "hidden": true },
    { "type": "chore", "section": "Miscellaneous", "hidden": true }
  ],
  "packages": {
    ".": {}
  }
}
`,
      },
      {
        path: '.release-please-manifest.json',
        content: `{
  ".": "0.1.0"
}
`,
      },
    ],
  },
  {
    slug: 'gha-deploy-kubernetes',
    name: 'GitHub Actions: Build and Deploy to Kubernetes',
    description:
      'A complete delivery pipeline: build and push the image, deploy it to staging automatically, then to production after approval, with kustomize, a rollout check and automatic rollback on failure.',
    category: 'ci-cd',
    language: 'YAML',
    tags: ['github-actions', 'kubernetes', 'continuous-deployment', 'kustomize'],
    price: 29,
    originalPrice: 49,
    published: '2026-05-27',
    readme: `From merge to production with a human in the loop only where it matters. The workflow builds the image once, tags it with the commit SHA, and promotes that same image through GitHub environments: \`staging\` deploys right away, \`production\` waits for a reviewer. Each deploy pins the image with kustomize, applies, and waits for the rollout; if it does not become ready, the deployment is rolled back and the job fails.

## What's inside

- \`.github/workflows/deploy.yml\`: \`build\` (push to GHCR), \`deploy-staging\` and \`deploy-production\`, each using a reusable step sequence and its environment's kubeconfig secret.
- \`scripts/deploy.sh\`: sets the image, applies the overlay, waits, and rolls back on failure; runs the same way on a laptop.
- \`deploy/\`: a small kustomize base (\`deployment.yaml\`, \`service.yaml\`, \`kustomization.yaml\`) for the app.

## Usage

1. Create the environments \`staging\` and \`production\` in the repository settings; add required reviewers to \`production\`.
2. In each environment, add a \`KUBECONFIG\` secret: a kubeconfig for a ServiceAccount that may manage the app's namespace.
3. Push to \`main\`.

${fence}bash
# deploy by hand with the same script
IMAGE=ghcr.io/you/app:sha-abc1234 NAMESPACE=app-staging ./scripts/deploy.sh
${fence}

## Customise

- Change \`NAMESPACE\` per environment in the workflow, and the deployment name in \`deploy/\`.
- On EKS, GKE or AKS, swap the kubeconfig secret for the cloud's OIDC login action, so no long-lived credential is stored.

## Notes

\`concurrency\` per environment makes deploys queue instead of overlapping. Rollback uses \`kubectl rollout undo\`, which restores the previous ReplicaSet; database migrations are not undone.
`,
    files: [
      {
        path: '.github/workflows/deploy.yml',
        content: `name: Deploy

on:
  push:
    branches: [main]
  workflow_dispatch:

jobs:
  build:
    runs-on: ubuntu-latest
    permissions:
      contents: read
      packages: write
    outputs:
      image: \${{ steps.image.outputs.ref }}
    steps:
      - uses: actions/checkout@v5
      # Registry paths must be lowercase; repository names may not be.
      - name: Image reference
        id: image
        run: echo "ref=ghcr.io/\${GITHUB_REPOSITORY,,}:sha-\${GITHUB_SHA}" >> "$GITHUB_OUTPUT"
      - uses: docker/setup-buildx-action@v3
      - uses: docker/login-action@v3
        with:
          registry: ghcr.io
          username: \${{ github.actor }}
          password: \${{ secrets.GITHUB_TOKEN }}
      - uses: docker/build-push-action@v6
        with:
          context: .
          push: true
          tags: \${{ steps.image.outputs.ref }}
          cache-from: type=gha
          cache-to: type=gha,mode=max

  deploy-staging:
    needs: build
    runs-on: ubuntu-latest
    environment:
      name: staging
      url: https://staging.example.com
    concurrency: deploy-staging
    steps:
      - uses: actions/checkout@v5
      - uses: azure/setup-kubectl@v4
      - name: Deploy
        env:
          KUBECONFIG_DATA: \${{ secrets.KUBECONFIG }}
          IMAGE: \${{ needs.build.outputs.image }}
          NAMESPACE: app-staging
        run: |
          echo "$KUBECONFIG_DATA" > "$RUNNER_TEMP/kubeconfig"
          KUBECONFIG="$RUNNER_TEMP/kubeconfig" ./scripts/deploy.sh

  deploy-production:
    needs: [build, deploy-staging]
    runs-on: ubuntu-latest
    environment:
      name: production
      url: https://example.com
    concurrency: deploy-production
    steps:
      - uses: actions/checkout@v5
      - uses: azure/setup-kubectl@v4
      - name: Deploy
        env:
          KUBECONFIG_DATA: \${{ secrets.KUBECONFIG }}
          IMAGE: \${{ needs.build.outputs.image }}
          NAMESPACE: app-production
        run: |
          echo "$KUBECONFIG_DATA" > "$RUNNER_TEMP/kubeconfig"
          KUBECONFIG="$RUNNER_TEMP/kubeconfig" ./scripts/deploy.sh
`,
      },
      {
        path: 'scripts/deploy.sh',
        content: `#!/usr/bin/env bash
# Deploys IMAGE to NAMESPACE with the kustomize base in deploy/, waits for the rollout, and rolls
# back if it does not become ready in time.
set -euo pipefail

: "\${IMAGE:?set IMAGE, e.g. ghcr.io/you/app:sha-abc1234}"
: "\${NAMESPACE:?set NAMESPACE}"
DEPLOYMENT="\${DEPLOYMENT:-app}"
TIMEOUT="\${TIMEOUT:-300s}"

workdir=$(mktemp -d)
trap 'rm -rf "$workdir"' EXIT

# Pin the image in a temp copy, so the repository's kustomization.yaml is left untouched.
cp -r "$(dirname "$0")/../deploy/." "$workdir/"
sed -i "s|newName: .*|newName: \${IMAGE%:*}|; s|newTag: .*|newTag: \\"\${IMAGE##*:}\\"|" "$workdir/kustomization.yaml"

echo "deploying $IMAGE to $NAMESPACE"
kubectl apply -n "$NAMESPACE" -k "$workdir"

if ! kubectl rollout status -n "$NAMESPACE" "deployment/$DEPLOYMENT" --timeout="$TIMEOUT"; then
  echo "rollout did not finish within $TIMEOUT; rolling back" >&2
  kubectl rollout undo -n "$NAMESPACE" "deployment/$DEPLOYMENT"
  kubectl rollout status -n "$NAMESPACE" "deployment/$DEPLOYMENT" --timeout="$TIMEOUT" || true
  exit 1
fi
echo "deployed"
`,
      },
      {
        path: 'deploy/kustomization.yaml',
        content: `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources:
  - deployment.yaml
  - service.yaml
images:
  - name: app
    newName: ghcr.io/example/app
    newTag: "latest"
`,
      },
      {
        path: 'deploy/deployment.yaml',
        content: `apiVersion: apps/v1
kind: Deployment
metadata:
  name: app
  labels:
    app.kubernetes.io/name: app
spec:
  replicas: 2
  selector:
    matchLabels:
      app.kubernetes.io/name: app
  strategy:
    rollingUpdate:
      maxUnavailable: 0
      maxSurge: 1
  template:
    metadata:
      labels:
        app.kubernetes.io/name: app
    spec:
      securityContext:
        runAsNonRoot: true
        seccompProfile:
          type: RuntimeDefault
      containers:
        - name: app
          image: app
          ports:
            - name: http
              containerPort: 8080
          readinessProbe:
            httpGet:
              path: /readyz
              port: http
          resources:
            requests:
              cpu: 100m
              memory: 128Mi
            limits:
              memory: 256Mi
          securityContext:
            allowPrivilegeEscalation: false
            capabilities:
              drop: ["ALL"]
`,
      },
      {
        path: 'deploy/service.yaml',
        content: `apiVersion: v1
kind: Service
metadata:
  name: app
spec:
  selector:
    app.kubernetes.io/name: app
  ports:
    - name: http
      port: 80
      targetPort: http
`,
      },
    ],
  },
  {
    slug: 'gitlab-ci-node-docker',
    name: 'GitLab CI: Test, Build Image, Deploy',
    description:
      'A GitLab CI/CD pipeline for a Node.js app: cached installs, lint and tests with JUnit and coverage reports, a Docker image pushed to the project registry, and deploys to staging and, manually, production.',
    category: 'ci-cd',
    language: 'YAML',
    tags: ['gitlab-ci', 'nodejs', 'docker', 'pipeline'],
    published: '2025-04-24',
    readme: `A \`.gitlab-ci.yml\` that covers the usual path from commit to production on GitLab. Merge requests get tests with results shown in the MR widget; the default branch also builds an image into the project's Container Registry and deploys it to staging, with production one click away.

## What's inside

- \`.gitlab-ci.yml\`: stages \`test\`, \`build\`, \`deploy\`; a hidden \`.node\` job that the test jobs extend; \`workflow:rules\` that avoid duplicate branch and MR pipelines; Docker-in-Docker for the image build.
- \`scripts/ci/deploy.sh\`: the deploy step, calling \`kubectl\` with the environment's namespace (swap in your own target).

## Usage

${fence}bash
cd gitlab-ci-node-docker
cp -r .gitlab-ci.yml scripts /path/to/your/repo/
cd /path/to/your/repo
git add .gitlab-ci.yml scripts/ci && git commit -m "ci: add pipeline" && git push
${fence}

Add a \`KUBECONFIG\` CI/CD variable of type *File* (scoped per environment) for the deploy jobs.

## Customise

- The \`coverage\` regular expression matches Vitest's and Jest's text summary; adjust it for other runners.
- Use your own runner's Docker socket instead of \`docker:dind\` if it is configured for that (faster, less isolated).

## Notes

\`interruptible: true\` lets GitLab cancel a running pipeline when a newer commit arrives on the same branch (enable "Auto-cancel redundant pipelines" in the project settings).
`,
    files: [
      {
        path: '.gitlab-ci.yml',
        content: `stages:
  - test
  - build
  - deploy

workflow:
  rules:
    - if: $CI_PIPELINE_SOURCE == "merge_request_event"
    - if: $CI_COMMIT_BRANCH && $CI_OPEN_MERGE_REQUESTS
      when: never
    - if: $CI_COMMIT_BRANCH
    - if: $CI_COMMIT_TAG

default:
  interruptible: true

variables:
  IMAGE: $CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA

.node:
  image: node:24-alpine
  cache:
    key:
      files:
        - package-lock.json
    paths:
      - .npm/
  before_script:
    - npm ci --cache .npm --prefer-offline

lint:
  extends: .node
  stage: test
  script:
    - npm run lint
    - npm run typecheck

test:
  extends: .node
  stage: test
  script:
    - npm test -- --coverage --reporter=default --reporter=junit --outputFile=junit.xml
  coverage: '/All files[^|]*\\|[^|]*\\s+([\\d\\.]+)/'
  artifacts:
    when: always
    reports:
      junit: junit.xml

build-image:
  stage: build
  image: docker:28
  services:
    - docker:28-dind
  variables:
    DOCKER_TLS_CERTDIR: /certs
  rules:
    - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH
    - if: $CI_COMMIT_TAG
  script:
    - echo "$CI_REGISTRY_PASSWORD" | docker login -u "$CI_REGISTRY_USER" --password-stdin "$CI_REGISTRY"
    - docker pull "$CI_REGISTRY_IMAGE:latest" || true
    - docker build --cache-from "$CI_REGISTRY_IMAGE:latest" -t "$IMAGE" -t "$CI_REGISTRY_IMAGE:latest" .
    - docker push "$IMAGE"
    - docker push "$CI_REGISTRY_IMAGE:latest"

deploy-staging:
  stage: deploy
  image: bitnami/kubectl:1.34
  environment:
    name: staging
    url: https://staging.example.com
  rules:
    - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH
  script:
    - sh scripts/ci/deploy.sh app-staging

deploy-production:
  stage: deploy
  image: bitnami/kubectl:1.34
  environment:
    name: production
    url: https://example.com
  rules:
    - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH
      when: manual
  interruptible: false
  script:
    - sh scripts/ci/deploy.sh app-production
`,
      },
      {
        path: 'scripts/ci/deploy.sh',
        content: `#!/bin/sh
# Usage: deploy.sh NAMESPACE. Points the app's Deployment at $IMAGE and waits for the rollout.
set -eu

namespace="$1"
echo "deploying $IMAGE to $namespace"
kubectl -n "$namespace" set image deployment/app app="$IMAGE"
kubectl -n "$namespace" annotate deployment/app kubernetes.io/change-cause="$CI_COMMIT_SHORT_SHA by $GITLAB_USER_LOGIN" --overwrite
if ! kubectl -n "$namespace" rollout status deployment/app --timeout=5m; then
  kubectl -n "$namespace" rollout undo deployment/app
  exit 1
fi
`,
      },
    ],
  },
  {
    slug: 'gha-terraform-plan-apply',
    name: 'GitHub Actions: Terraform Plan on PR, Apply on Merge',
    description:
      'Runs terraform fmt, validate and plan on every pull request and posts the plan as a comment, then applies the reviewed configuration when it reaches main. Authenticates to AWS with OIDC, no stored keys.',
    category: 'ci-cd',
    language: 'YAML',
    tags: ['github-actions', 'terraform', 'aws', 'oidc', 'infrastructure-as-code'],
    price: 19,
    published: '2026-08-04',
    readme: `Infrastructure changes reviewed like code. On a pull request, the workflow checks formatting, validates, runs \`terraform plan\` and comments the plan on the PR (updating the same comment on new pushes). After merge, \`apply\` runs the merged configuration in the \`production\` environment, which can require an approval first.

## What's inside

- \`.github/workflows/terraform.yml\`: \`plan\` for pull requests, \`apply\` for \`main\`, both authenticating to AWS through GitHub's OIDC provider with \`aws-actions/configure-aws-credentials\`.
- \`.github/dependabot.yml\`: updates the actions and the Terraform providers.

## Usage

1. Create an IAM role that trusts \`token.actions.githubusercontent.com\` for your repository (the \`tf-aws-github-oidc-ecr\` template sets one up), and save its ARN as the \`AWS_ROLE_ARN\` repository variable.
2. Keep Terraform state in a remote backend (S3 with locking); the runners are ephemeral.
3. Put your configuration in \`infra/\` or change \`TF_DIR\`.

${fence}bash
cp -r gha-terraform-plan-apply/.github /path/to/your/repo/ && cd /path/to/your/repo
git checkout -b change-instance-size && git commit -am "infra: bigger instance" && git push -u origin HEAD
gh pr create --fill   # the plan appears as a comment
${fence}

## Customise

\`TF_VERSION\`, \`TF_DIR\` and \`AWS_REGION\` at the top. For several stacks, turn \`TF_DIR\` into a matrix.

## Notes

Plans on pull requests from forks cannot get OIDC tokens or secrets, by design. Protect the \`production\` environment with required reviewers so an apply always has a human sign-off.
`,
    files: [
      {
        path: '.github/workflows/terraform.yml',
        content: `name: Terraform

on:
  pull_request:
    paths: ["infra/**", ".github/workflows/terraform.yml"]
  push:
    branches: [main]
    paths: ["infra/**"]

env:
  TF_VERSION: 1.13.3
  TF_DIR: infra
  AWS_REGION: eu-central-1
  TF_IN_AUTOMATION: "true"

permissions:
  contents: read
  id-token: write

jobs:
  plan:
    if: github.event_name == 'pull_request'
    runs-on: ubuntu-latest
    permissions:
      contents: read
      id-token: write
      pull-requests: write
    defaults:
      run:
        working-directory: \${{ env.TF_DIR }}
    steps:
      - uses: actions/checkout@v5
      - uses: hashicorp/setup-terraform@v3
        with:
          terraform_version: \${{ env.TF_VERSION }}
          terraform_wrapper: false
      - uses: aws-actions/configure-aws-credentials@v5
        with:
          role-to-assume: \${{ vars.AWS_ROLE_ARN }}
          aws-region: \${{ env.AWS_REGION }}
      - run: terraform fmt -check -recursive
      - run: terraform init -input=false
      - run: terraform validate
      - name: Plan
        run: terraform plan -input=false -no-color -out=tfplan > plan.txt
      - name: Comment the plan on the pull request
        uses: actions/github-script@v8
        with:
          script: |
            const fs = require('fs')
            const plan = fs.readFileSync('\${{ env.TF_DIR }}/plan.txt', 'utf8')
            const body = '<!-- terraform-plan -->\\n### Terraform plan\\n\\n\`\`\`\\n' + plan.slice(-60000) + '\\n\`\`\`'
            const { data: comments } = await github.rest.issues.listComments({ ...context.repo, issue_number: context.issue.number })
            const previous = comments.find((c) => c.body.startsWith('<!-- terraform-plan -->'))
            if (previous) {
              await github.rest.issues.updateComment({ ...context.repo, comment_id: previous.id, body })
            } else {
              await github.rest.issues.createComment({ ...context.repo, issue_number: context.issue.number, body })
            }

  apply:
    if: github.event_name == 'push'
    runs-on: ubuntu-latest
    environment: production
    concurrency: terraform-apply
    defaults:
      run:
        working-directory: \${{ env.TF_DIR }}
    steps:
      - uses: actions/checkout@v5
      - uses: hashicorp/setup-terraform@v3
        with:
          terraform_version: \${{ env.TF_VERSION }}
          terraform_wrapper: false
      - uses: aws-actions/configure-aws-credentials@v5
        with:
          role-to-assume: \${{ vars.AWS_ROLE_ARN }}
          aws-region: \${{ env.AWS_REGION }}
      - run: terraform init -input=false
      - run: terraform apply -input=false -auto-approve
`,
      },
      {
        path: '.github/dependabot.yml',
        content: `version: 2
updates:
  - package-ecosystem: github-actions
    directory: /
    schedule:
      interval: weekly
  - package-ecosystem: terraform
    directory: /infra
    schedule:
      interval: weekly
`,
      },
    ],
  },
]
