import { fence } from './markdown'
import type { TemplateSeed } from './types'

/**
 * Helm 3 charts written for Snipstack. Each chart sits at the template's root, so the downloaded
 * folder is the chart; every value the templates read is declared in values.yaml.
 */
export const helmTemplates: TemplateSeed[] = [
  {
    slug: 'helm-web-service-chart',
    name: 'Helm Chart for a Web Service',
    description:
      'A complete, lint-clean Helm chart for an HTTP service: Deployment, Service, optional Ingress, HPA and PodDisruptionBudget, a ServiceAccount and helpful NOTES. Every knob lives in a documented values.yaml.',
    category: 'helm',
    language: 'YAML',
    tags: ['helm', 'chart', 'deployment', 'ingress', 'hpa'],
    published: '2025-03-18',
    readme: `A chart to copy when you start deploying your own service with Helm. It follows the conventions of \`helm create\` (names, labels, helpers) but goes further where production needs it: secure defaults for the pod and container, separate liveness and readiness probes, config checksums that roll pods when a ConfigMap changes, a PodDisruptionBudget and an autoscaler that replaces \`replicaCount\` when enabled.

## What's inside

- \`Chart.yaml\`, \`values.yaml\` (every option commented), \`.helmignore\`
- \`templates/_helpers.tpl\`: name, fullname, labels and ServiceAccount helpers.
- \`templates/deployment.yaml\`, \`service.yaml\`, \`ingress.yaml\`, \`hpa.yaml\`, \`pdb.yaml\`, \`serviceaccount.yaml\`, \`configmap.yaml\`
- \`templates/NOTES.txt\`: prints the URL or the port-forward command after install.

## Usage

${fence}bash
helm lint .
helm template my-app . --set image.repository=ghcr.io/you/app --set image.tag=1.2.0 | less
helm upgrade --install my-app . -n my-app --create-namespace \\
  --set image.repository=ghcr.io/you/app --set image.tag=1.2.0 \\
  --set ingress.enabled=true --set ingress.hosts[0].host=app.example.com
${fence}

## Customise

- Rename the chart: change \`name\` in \`Chart.yaml\` and the \`web-service.\` prefix of the helpers (a find-and-replace).
- Keep environment specifics in \`values-staging.yaml\` / \`values-production.yaml\` and pass them with \`-f\`.
- Plain settings go in \`config\` (rendered as a ConfigMap and loaded with \`envFrom\`); secrets belong in an existing Secret named by \`existingSecret\`.

## Notes

\`image.tag\` defaults to the chart's \`appVersion\`. Bump \`version\` in \`Chart.yaml\` whenever the chart changes, so releases stay traceable.
`,
    files: [
      {
        path: 'Chart.yaml',
        content: `apiVersion: v2
name: web-service
description: A web service with Deployment, Service, Ingress, HPA and PodDisruptionBudget
type: application
version: 0.1.0
appVersion: "1.0.0"
kubeVersion: ">=1.27.0-0"
keywords:
  - web
  - http
`,
      },
      {
        path: 'values.yaml',
        content: `# Number of pods when autoscaling is off.
replicaCount: 2

image:
  repository: ghcr.io/example/web
  pullPolicy: IfNotPresent
  # Defaults to the chart's appVersion.
  tag: ""

imagePullSecrets: []
nameOverride: ""
fullnameOverride: ""

serviceAccount:
  create: true
  # The app does not talk to the Kubernetes API, so no token is mounted.
  automount: false
  annotations: {}
  name: ""

podAnnotations: {}
podLabels: {}

podSecurityContext:
  runAsNonRoot: true
  runAsUser: 10001
  fsGroup: 10001
  seccompProfile:
    type: RuntimeDefault

securityContext:
  allowPrivilegeEscalation: false
  readOnlyRootFilesystem: true
  capabilities:
    drop: ["ALL"]

# The port the container listens on.
containerPort: 8080

service:
  type: ClusterIP
  port: 80

ingress:
  enabled: false
  className: nginx
  annotations: {}
    # cert-manager.io/cluster-issuer: letsencrypt
  hosts:
    - host: app.example.com
      paths:
        - path: /
          pathType: Prefix
  tls: []
  #  - secretName: app-tls
  #    hosts:
  #      - app.example.com

# Plain settings, rendered into a ConfigMap and loaded as environment variables.
config:
  LOG_LEVEL: info

# The name of an existing Secret to load as environment variables (created outside the chart).
existingSecret: ""

resources:
  requests:
    cpu: 100m
    memory: 128Mi
  limits:
    memory: 256Mi

livenessProbe:
  httpGet:
    path: /healthz
    port: http
  periodSeconds: 10
readinessProbe:
  httpGet:
    path: /readyz
    port: http
  periodSeconds: 5

autoscaling:
  enabled: false
  minReplicas: 2
  maxReplicas: 10
  targetCPUUtilizationPercentage: 70
  # Leave empty to scale on CPU only.
  targetMemoryUtilizationPercentage: ""

podDisruptionBudget:
  enabled: true
  maxUnavailable: 1

nodeSelector: {}
tolerations: []
affinity: {}
`,
      },
      {
        path: '.helmignore',
        content: `.git/
.gitignore
*.swp
*.bak
*.tmp
.idea/
.vscode/
ci/
`,
      },
      {
        path: 'templates/_helpers.tpl',
        content: `{{/*
The chart name, cut to 63 characters (the DNS label limit).
*/}}
{{- define "web-service.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/*
A fully qualified app name: the release name, plus the chart name unless the release already has it.
*/}}
{{- define "web-service.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{- define "web-service.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "web-service.selectorLabels" -}}
app.kubernetes.io/name: {{ include "web-service.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end }}

{{- define "web-service.labels" -}}
helm.sh/chart: {{ include "web-service.chart" . }}
{{ include "web-service.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end }}

{{- define "web-service.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- default (include "web-service.fullname" .) .Values.serviceAccount.name }}
{{- else }}
{{- default "default" .Values.serviceAccount.name }}
{{- end }}
{{- end }}
`,
      },
      {
        path: 'templates/deployment.yaml',
        content: `apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ include "web-service.fullname" . }}
  labels:
    {{- include "web-service.labels" . | nindent 4 }}
spec:
  {{- if not .Values.autoscaling.enabled }}
  replicas: {{ .Values.replicaCount }}
  {{- end }}
  selector:
    matchLabels:
      {{- include "web-service.selectorLabels" . | nindent 6 }}
  strategy:
    rollingUpdate:
      maxSurge: 25%
      maxUnavailable: 0
  template:
    metadata:
      annotations:
        # Rolls the pods when the ConfigMap changes.
        checksum/config: {{ include (print $.Template.BasePath "/configmap.yaml") . | sha256sum }}
        {{- with .Values.podAnnotations }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
      labels:
        {{- include "web-service.labels" . | nindent 8 }}
        {{- with .Values.podLabels }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
    spec:
      {{- with .Values.imagePullSecrets }}
      imagePullSecrets:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      serviceAccountName: {{ include "web-service.serviceAccountName" . }}
      automountServiceAccountToken: {{ .Values.serviceAccount.automount }}
      securityContext:
        {{- toYaml .Values.podSecurityContext | nindent 8 }}
      containers:
        - name: {{ .Chart.Name }}
          image: "{{ .Values.image.repository }}:{{ .Values.image.tag | default .Chart.AppVersion }}"
          imagePullPolicy: {{ .Values.image.pullPolicy }}
          securityContext:
            {{- toYaml .Values.securityContext | nindent 12 }}
          ports:
            - name: http
              containerPort: {{ .Values.containerPort }}
              protocol: TCP
          envFrom:
            - configMapRef:
                name: {{ include "web-service.fullname" . }}
            {{- if .Values.existingSecret }}
            - secretRef:
                name: {{ .Values.existingSecret }}
            {{- end }}
          livenessProbe:
            {{- toYaml .Values.livenessProbe | nindent 12 }}
          readinessProbe:
            {{- toYaml .Values.readinessProbe | nindent 12 }}
          resources:
            {{- toYaml .Values.resources | nindent 12 }}
          volumeMounts:
            - name: tmp
              mountPath: /tmp
      volumes:
        - name: tmp
          emptyDir: {}
      {{- with .Values.nodeSelector }}
      nodeSelector:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with .Values.affinity }}
      affinity:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with .Values.tolerations }}
      tolerations:
        {{- toYaml . | nindent 8 }}
      {{- end }}
`,
      },
      {
        path: 'templates/service.yaml',
        content: `apiVersion: v1
kind: Service
metadata:
  name: {{ include "web-service.fullname" . }}
  labels:
    {{- include "web-service.labels" . | nindent 4 }}
spec:
  type: {{ .Values.service.type }}
  ports:
    - port: {{ .Values.service.port }}
      targetPort: http
      protocol: TCP
      name: http
  selector:
    {{- include "web-service.selectorLabels" . | nindent 4 }}
`,
      },
      {
        path: 'templates/ingress.yaml',
        content: `{{- if .Values.ingress.enabled -}}
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata:
  name: {{ include "web-service.fullname" . }}
  labels:
    {{- include "web-service.labels" . | nindent 4 }}
  {{- with .Values.ingress.annotations }}
  annotations:
    {{- toYaml . | nindent 4 }}
  {{- end }}
spec:
  {{- with .Values.ingress.className }}
  ingressClassName: {{ . }}
  {{- end }}
  {{- if .Values.ingress.tls }}
  tls:
    {{- range .Values.ingress.tls }}
    - hosts:
        {{- range .hosts }}
        - {{ . | quote }}
        {{- end }}
      secretName: {{ .secretName }}
    {{- end }}
  {{- end }}
  rules:
    {{- range .Values.ingress.hosts }}
    - host: {{ .host | quote }}
      http:
        paths:
          {{- range .paths }}
          - path: {{ .path }}
            pathType: {{ .pathType }}
            backend:
              service:
                name: {{ include "web-service.fullname" $ }}
                port:
                  name: http
          {{- end }}
    {{- end }}
{{- end }}
`,
      },
      {
        path: 'templates/hpa.yaml',
        content: `{{- if .Values.autoscaling.enabled }}
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: {{ include "web-service.fullname" . }}
  labels:
    {{- include "web-service.labels" . | nindent 4 }}
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: {{ include "web-service.fullname" . }}
  minReplicas: {{ .Values.autoscaling.minReplicas }}
  maxReplicas: {{ .Values.autoscaling.maxReplicas }}
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: {{ .Values.autoscaling.targetCPUUtilizationPercentage }}
    {{- if .Values.autoscaling.targetMemoryUtilizationPercentage }}
    - type: Resource
      resource:
        name: memory
        target:
          type: Utilization
          averageUtilization: {{ .Values.autoscaling.targetMemoryUtilizationPercentage }}
    {{- end }}
{{- end }}
`,
      },
      {
        path: 'templates/pdb.yaml',
        content: `{{- if .Values.podDisruptionBudget.enabled }}
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ include "web-service.fullname" . }}
  labels:
    {{- include "web-service.labels" . | nindent 4 }}
spec:
  maxUnavailable: {{ .Values.podDisruptionBudget.maxUnavailable }}
  selector:
    matchLabels:
      {{- include "web-service.selectorLabels" . | nindent 6 }}
{{- end }}
`,
      },
      {
        path: 'templates/serviceaccount.yaml',
        content: `{{- if .Values.serviceAccount.create -}}
apiVersion: v1
kind: ServiceAccount
metadata:
  name: {{ include "web-service.serviceAccountName" . }}
  labels:
    {{- include "web-service.labels" . | nindent 4 }}
  {{- with .Values.serviceAccount.annotations }}
  annotations:
    {{- toYaml . | nindent 4 }}
  {{- end }}
automountServiceAccountToken: {{ .Values.serviceAccount.automount }}
{{- end }}
`,
      },
      {
        path: 'templates/configmap.yaml',
        content: `apiVersion: v1
kind: ConfigMap
metadata:
  name: {{ include "web-service.fullname" . }}
  labels:
    {{- include "web-service.labels" . | nindent 4 }}
data:
  {{- range $key, $value := .Values.config }}
  {{ $key }}: {{ $value | quote }}
  {{- end }}
`,
      },
      {
        path: 'templates/NOTES.txt',
        content: `{{ include "web-service.fullname" . }} is installed as release {{ .Release.Name }} in namespace {{ .Release.Namespace }}.

{{- if .Values.ingress.enabled }}
Open it at:
{{- range $host := .Values.ingress.hosts }}
  http{{ if $.Values.ingress.tls }}s{{ end }}://{{ $host.host }}{{ (first $host.paths).path }}
{{- end }}
{{- else }}
Reach it from your machine with:
  kubectl --namespace {{ .Release.Namespace }} port-forward svc/{{ include "web-service.fullname" . }} 8080:{{ .Values.service.port }}
  then open http://127.0.0.1:8080
{{- end }}

Watch the rollout:
  kubectl --namespace {{ .Release.Namespace }} rollout status deployment/{{ include "web-service.fullname" . }}
`,
      },
    ],
  },
  {
    slug: 'helm-worker-chart',
    name: 'Helm Chart for a Queue Worker',
    description:
      'A Helm chart for background workers that consume a queue: no Ingress, a long termination grace period so jobs finish, optional CPU autoscaling and a metrics Service for Prometheus.',
    category: 'helm',
    language: 'YAML',
    tags: ['helm', 'worker', 'queue', 'graceful-shutdown'],
    published: '2025-10-27',
    readme: `Workers differ from web services in ways that matter to Kubernetes: they take no inbound traffic, they must be given time to finish the job in hand when a pod stops, and their health is best judged by a file or a command rather than an HTTP endpoint. This chart is built around those differences.

## What's inside

- \`Chart.yaml\`, \`values.yaml\`, \`.helmignore\`
- \`templates/deployment.yaml\`: the worker, with \`terminationGracePeriodSeconds\` from values, an exec liveness probe, and the queue's connection from an existing Secret.
- \`templates/hpa.yaml\`: optional autoscaling on CPU.
- \`templates/pdb.yaml\`, \`templates/serviceaccount.yaml\`, \`templates/configmap.yaml\`
- \`templates/service.yaml\`: a ClusterIP Service for the metrics port only, when \`metrics.enabled\`.
- \`templates/_helpers.tpl\`, \`templates/NOTES.txt\`

## Usage

${fence}bash
kubectl -n jobs create secret generic worker-queue --from-literal=QUEUE_URL=redis://:secret@redis:6379/0
helm upgrade --install emails . -n jobs \\
  --set image.repository=ghcr.io/you/worker --set image.tag=2.3.1 \\
  --set command[0]=node --set command[1]=dist/worker.js \\
  --set existingSecret=worker-queue
${fence}

## Customise

- \`terminationGracePeriodSeconds\` should exceed your longest job. Your worker must stop taking new jobs on SIGTERM and exit when the current one is done.
- \`livenessProbe\` runs a command; the default checks that the worker touched \`/tmp/alive\` in the last two minutes.
- Set \`autoscaling.enabled\` for CPU-bound work. For queue-length scaling, use KEDA with a ScaledObject aimed at the Deployment instead.

## Notes

Run several releases of the chart for different queues (\`emails\`, \`thumbnails\`) with different values; names come from the release.
`,
    files: [
      {
        path: 'Chart.yaml',
        content: `apiVersion: v2
name: worker
description: A queue worker with graceful shutdown, optional autoscaling and a metrics Service
type: application
version: 0.2.0
appVersion: "1.0.0"
`,
      },
      {
        path: 'values.yaml',
        content: `replicaCount: 2

image:
  repository: ghcr.io/example/worker
  pullPolicy: IfNotPresent
  tag: ""

# The worker's command and arguments; empty keeps the image's entrypoint.
command: []
args: []

nameOverride: ""
fullnameOverride: ""

serviceAccount:
  create: true
  name: ""

# Seconds a stopping pod gets to finish its current job after SIGTERM.
terminationGracePeriodSeconds: 120

config:
  CONCURRENCY: "4"

# An existing Secret with the queue's credentials (e.g. QUEUE_URL), loaded as environment variables.
existingSecret: ""

livenessProbe:
  exec:
    command: ["/bin/sh", "-c", "test $(( $(date +%s) - $(stat -c %Y /tmp/alive) )) -lt 120"]
  initialDelaySeconds: 30
  periodSeconds: 30

podSecurityContext:
  runAsNonRoot: true
  runAsUser: 10001
  seccompProfile:
    type: RuntimeDefault

securityContext:
  allowPrivilegeEscalation: false
  readOnlyRootFilesystem: true
  capabilities:
    drop: ["ALL"]

resources:
  requests:
    cpu: 200m
    memory: 256Mi
  limits:
    memory: 512Mi

autoscaling:
  enabled: false
  minReplicas: 2
  maxReplicas: 20
  targetCPUUtilizationPercentage: 75

podDisruptionBudget:
  enabled: true
  minAvailable: 1

metrics:
  enabled: false
  port: 9464

nodeSelector: {}
tolerations: []
`,
      },
      {
        path: '.helmignore',
        content: `.git/
*.swp
*.tmp
.vscode/
`,
      },
      {
        path: 'templates/_helpers.tpl',
        content: `{{- define "worker.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "worker.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name (include "worker.name" .) | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}

{{- define "worker.selectorLabels" -}}
app.kubernetes.io/name: {{ include "worker.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end }}

{{- define "worker.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" }}
{{ include "worker.selectorLabels" . }}
app.kubernetes.io/component: worker
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end }}

{{- define "worker.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- default (include "worker.fullname" .) .Values.serviceAccount.name }}
{{- else }}
{{- default "default" .Values.serviceAccount.name }}
{{- end }}
{{- end }}
`,
      },
      {
        path: 'templates/deployment.yaml',
        content: `apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ include "worker.fullname" . }}
  labels:
    {{- include "worker.labels" . | nindent 4 }}
spec:
  {{- if not .Values.autoscaling.enabled }}
  replicas: {{ .Values.replicaCount }}
  {{- end }}
  selector:
    matchLabels:
      {{- include "worker.selectorLabels" . | nindent 6 }}
  template:
    metadata:
      annotations:
        checksum/config: {{ include (print $.Template.BasePath "/configmap.yaml") . | sha256sum }}
      labels:
        {{- include "worker.labels" . | nindent 8 }}
    spec:
      serviceAccountName: {{ include "worker.serviceAccountName" . }}
      automountServiceAccountToken: false
      terminationGracePeriodSeconds: {{ .Values.terminationGracePeriodSeconds }}
      securityContext:
        {{- toYaml .Values.podSecurityContext | nindent 8 }}
      containers:
        - name: worker
          image: "{{ .Values.image.repository }}:{{ .Values.image.tag | default .Chart.AppVersion }}"
          imagePullPolicy: {{ .Values.image.pullPolicy }}
          {{- with .Values.command }}
          command:
            {{- toYaml . | nindent 12 }}
          {{- end }}
          {{- with .Values.args }}
          args:
            {{- toYaml . | nindent 12 }}
          {{- end }}
          envFrom:
            - configMapRef:
                name: {{ include "worker.fullname" . }}
            {{- if .Values.existingSecret }}
            - secretRef:
                name: {{ .Values.existingSecret }}
            {{- end }}
          {{- if .Values.metrics.enabled }}
          ports:
            - name: metrics
              containerPort: {{ .Values.metrics.port }}
          {{- end }}
          livenessProbe:
            {{- toYaml .Values.livenessProbe | nindent 12 }}
          securityContext:
            {{- toYaml .Values.securityContext | nindent 12 }}
          resources:
            {{- toYaml .Values.resources | nindent 12 }}
          volumeMounts:
            - name: tmp
              mountPath: /tmp
      volumes:
        - name: tmp
          emptyDir: {}
      {{- with .Values.nodeSelector }}
      nodeSelector:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with .Values.tolerations }}
      tolerations:
        {{- toYaml . | nindent 8 }}
      {{- end }}
`,
      },
      {
        path: 'templates/hpa.yaml',
        content: `{{- if .Values.autoscaling.enabled }}
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: {{ include "worker.fullname" . }}
  labels:
    {{- include "worker.labels" . | nindent 4 }}
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: {{ include "worker.fullname" . }}
  minReplicas: {{ .Values.autoscaling.minReplicas }}
  maxReplicas: {{ .Values.autoscaling.maxReplicas }}
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: {{ .Values.autoscaling.targetCPUUtilizationPercentage }}
  behavior:
    scaleDown:
      # Workers take time to drain: remove them slowly.
      stabilizationWindowSeconds: 600
{{- end }}
`,
      },
      {
        path: 'templates/pdb.yaml',
        content: `{{- if .Values.podDisruptionBudget.enabled }}
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ include "worker.fullname" . }}
  labels:
    {{- include "worker.labels" . | nindent 4 }}
spec:
  minAvailable: {{ .Values.podDisruptionBudget.minAvailable }}
  selector:
    matchLabels:
      {{- include "worker.selectorLabels" . | nindent 6 }}
{{- end }}
`,
      },
      {
        path: 'templates/service.yaml',
        content: `{{- if .Values.metrics.enabled }}
# Metrics only: workers take no inbound traffic.
apiVersion: v1
kind: Service
metadata:
  name: {{ include "worker.fullname" . }}-metrics
  labels:
    {{- include "worker.labels" . | nindent 4 }}
spec:
  type: ClusterIP
  ports:
    - name: metrics
      port: {{ .Values.metrics.port }}
      targetPort: metrics
  selector:
    {{- include "worker.selectorLabels" . | nindent 4 }}
{{- end }}
`,
      },
      {
        path: 'templates/serviceaccount.yaml',
        content: `{{- if .Values.serviceAccount.create }}
apiVersion: v1
kind: ServiceAccount
metadata:
  name: {{ include "worker.serviceAccountName" . }}
  labels:
    {{- include "worker.labels" . | nindent 4 }}
automountServiceAccountToken: false
{{- end }}
`,
      },
      {
        path: 'templates/configmap.yaml',
        content: `apiVersion: v1
kind: ConfigMap
metadata:
  name: {{ include "worker.fullname" . }}
  labels:
    {{- include "worker.labels" . | nindent 4 }}
data:
  {{- range $key, $value := .Values.config }}
  {{ $key }}: {{ $value | quote }}
  {{- end }}
`,
      },
      {
        path: 'templates/NOTES.txt',
        content: `Worker {{ include "worker.fullname" . }} is running in {{ .Release.Namespace }}.

Follow its logs:
  kubectl -n {{ .Release.Namespace }} logs -f deployment/{{ include "worker.fullname" . }}
{{- if not .Values.existingSecret }}

Warning: existingSecret is empty, so the worker has no queue credentials unless they are in config.
{{- end }}
`,
      },
    ],
  },
  {
    slug: 'helm-cronjobs-chart',
    name: 'Helm Chart for Scheduled Jobs',
    description:
      'One chart that turns a map in values.yaml into any number of CronJobs sharing an image, a ServiceAccount and settings. Add a job by adding five lines.',
    category: 'helm',
    language: 'YAML',
    tags: ['helm', 'cronjob', 'scheduled-tasks', 'batch'],
    price: 19,
    published: '2026-06-02',
    readme: `Most apps grow a handful of scheduled tasks (send digests, prune sessions, refresh a cache) that run the same image with a different command. Rather than a chart per task, this chart loops over \`jobs\` in \`values.yaml\` and renders one CronJob for each, with safe defaults for overlap, retries and history.

## What's inside

- \`Chart.yaml\`, \`values.yaml\`, \`.helmignore\`
- \`templates/cronjobs.yaml\`: one CronJob per entry in \`jobs\`; each entry may override the schedule, command, resources and concurrency policy.
- \`templates/serviceaccount.yaml\`, \`templates/configmap.yaml\`
- \`templates/_helpers.tpl\`, \`templates/NOTES.txt\` (lists every job and its schedule)

## Usage

${fence}yaml
# my-values.yaml
image:
  repository: ghcr.io/you/app
  tag: 3.4.0
jobs:
  send-digests:
    schedule: "0 7 * * 1-5"
    command: ["node", "dist/jobs/send-digests.js"]
  prune-sessions:
    schedule: "*/30 * * * *"
    command: ["node", "dist/jobs/prune-sessions.js"]
    concurrencyPolicy: Replace
${fence}

${fence}bash
helm upgrade --install app-jobs . -n app -f my-values.yaml
kubectl -n app get cronjobs
kubectl -n app create job --from=cronjob/app-jobs-send-digests digests-now
${fence}

## Customise

Defaults for every job live under \`jobDefaults\`; anything set on a job wins. \`suspend: true\` on a job pauses it without deleting it.

## Notes

CronJob names are \`<release>-<job key>\` and must stay within 52 characters (Kubernetes adds a suffix for each Job). \`timeZone\` needs Kubernetes 1.27 or later.
`,
    files: [
      {
        path: 'Chart.yaml',
        content: `apiVersion: v2
name: cronjobs
description: Any number of CronJobs sharing one image, ServiceAccount and configuration
type: application
version: 0.3.1
appVersion: "1.0.0"
`,
      },
      {
        path: 'values.yaml',
        content: `image:
  repository: ghcr.io/example/app
  pullPolicy: IfNotPresent
  tag: ""

serviceAccount:
  create: true
  name: ""

# Environment variables for every job.
config:
  LOG_LEVEL: info
existingSecret: ""

# Applied to every job unless the job sets the same key.
jobDefaults:
  timeZone: Etc/UTC
  concurrencyPolicy: Forbid
  startingDeadlineSeconds: 300
  backoffLimit: 1
  activeDeadlineSeconds: 1800
  successfulJobsHistoryLimit: 3
  failedJobsHistoryLimit: 5
  suspend: false
  resources:
    requests:
      cpu: 50m
      memory: 128Mi
    limits:
      memory: 256Mi

# One CronJob per key: schedule and command are required.
jobs:
  hello:
    schedule: "*/15 * * * *"
    command: ["/bin/sh", "-c", "echo hello from $HOSTNAME"]

podSecurityContext:
  runAsNonRoot: true
  runAsUser: 10001
  seccompProfile:
    type: RuntimeDefault
`,
      },
      {
        path: '.helmignore',
        content: `.git/
*.swp
.vscode/
`,
      },
      {
        path: 'templates/_helpers.tpl',
        content: `{{- define "cronjobs.fullname" -}}
{{- .Release.Name | trunc 40 | trimSuffix "-" }}
{{- end }}

{{- define "cronjobs.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end }}

{{- define "cronjobs.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- default (include "cronjobs.fullname" .) .Values.serviceAccount.name }}
{{- else }}
{{- default "default" .Values.serviceAccount.name }}
{{- end }}
{{- end }}
`,
      },
      {
        path: 'templates/cronjobs.yaml',
        content: `{{- range $name, $job := .Values.jobs }}
{{- $j := mergeOverwrite (deepCopy $.Values.jobDefaults) $job }}
---
apiVersion: batch/v1
kind: CronJob
metadata:
  name: {{ include "cronjobs.fullname" $ }}-{{ $name }}
  labels:
    {{- include "cronjobs.labels" $ | nindent 4 }}
    app.kubernetes.io/component: {{ $name }}
spec:
  schedule: {{ required (printf "jobs.%s.schedule is required" $name) $j.schedule | quote }}
  timeZone: {{ $j.timeZone }}
  concurrencyPolicy: {{ $j.concurrencyPolicy }}
  startingDeadlineSeconds: {{ $j.startingDeadlineSeconds }}
  successfulJobsHistoryLimit: {{ $j.successfulJobsHistoryLimit }}
  failedJobsHistoryLimit: {{ $j.failedJobsHistoryLimit }}
  suspend: {{ $j.suspend }}
  jobTemplate:
    spec:
      backoffLimit: {{ $j.backoffLimit }}
      activeDeadlineSeconds: {{ $j.activeDeadlineSeconds }}
      template:
        metadata:
          labels:
            {{- include "cronjobs.labels" $ | nindent 12 }}
            app.kubernetes.io/component: {{ $name }}
        spec:
          restartPolicy: Never
          serviceAccountName: {{ include "cronjobs.serviceAccountName" $ }}
          automountServiceAccountToken: false
          securityContext:
            {{- toYaml $.Values.podSecurityContext | nindent 12 }}
          containers:
            - name: {{ $name }}
              image: "{{ $.Values.image.repository }}:{{ $.Values.image.tag | default $.Chart.AppVersion }}"
              imagePullPolicy: {{ $.Values.image.pullPolicy }}
              command:
                {{- toYaml (required (printf "jobs.%s.command is required" $name) $j.command) | nindent 16 }}
              envFrom:
                - configMapRef:
                    name: {{ include "cronjobs.fullname" $ }}
                {{- if $.Values.existingSecret }}
                - secretRef:
                    name: {{ $.Values.existingSecret }}
                {{- end }}
              resources:
                {{- toYaml $j.resources | nindent 16 }}
              securityContext:
                allowPrivilegeEscalation: false
                capabilities:
                  drop: ["ALL"]
{{- end }}
`,
      },
      {
        path: 'templates/serviceaccount.yaml',
        content: `{{- if .Values.serviceAccount.create }}
apiVersion: v1
kind: ServiceAccount
metadata:
  name: {{ include "cronjobs.serviceAccountName" . }}
  labels:
    {{- include "cronjobs.labels" . | nindent 4 }}
automountServiceAccountToken: false
{{- end }}
`,
      },
      {
        path: 'templates/configmap.yaml',
        content: `apiVersion: v1
kind: ConfigMap
metadata:
  name: {{ include "cronjobs.fullname" . }}
  labels:
    {{- include "cronjobs.labels" . | nindent 4 }}
data:
  {{- range $key, $value := .Values.config }}
  {{ $key }}: {{ $value | quote }}
  {{- end }}
`,
      },
      {
        path: 'templates/NOTES.txt',
        content: `Scheduled jobs of release {{ .Release.Name }}:
{{- range $name, $job := .Values.jobs }}
  {{ include "cronjobs.fullname" $ }}-{{ $name }}: {{ $job.schedule }} ({{ default $.Values.jobDefaults.timeZone $job.timeZone }})
{{- end }}

Run one now:
  kubectl -n {{ .Release.Namespace }} create job --from=cronjob/<name> <name>-manual
`,
      },
    ],
  },
  {
    slug: 'helm-app-with-migrations',
    name: 'Helm Chart with Database Migrations Hook',
    description:
      'A web app chart that runs database migrations as a pre-install and pre-upgrade hook Job, so new code never starts against an old schema. Includes the Deployment, Service, Ingress and HPA.',
    category: 'helm',
    language: 'YAML',
    tags: ['helm', 'migrations', 'helm-hooks', 'database'],
    price: 39,
    originalPrice: 49,
    published: '2026-09-15',
    readme: `Deploying an app that owns a database schema raises one question: when do migrations run? This chart answers it with a Helm hook. Before Helm touches the Deployment on install or upgrade, it runs a Job with your migrate command and waits for it; if the migration fails, the release fails and the running version keeps serving.

## What's inside

- \`templates/migrate-job.yaml\`: the \`pre-install,pre-upgrade\` hook Job, deleted before the next run and on success, with its own deadline and no retries.
- \`templates/deployment.yaml\`, \`service.yaml\`, \`ingress.yaml\`, \`hpa.yaml\`: the app.
- \`templates/_helpers.tpl\` (including the shared pod environment), \`templates/NOTES.txt\`
- \`Chart.yaml\`, \`values.yaml\`, \`.helmignore\`

## Usage

The database URL comes from an existing Secret, since the hook runs before anything in the chart exists:

${fence}bash
kubectl -n shop create secret generic shop-db --from-literal=DATABASE_URL='postgres://shop:secret@db:5432/shop'
helm upgrade --install shop . -n shop --wait --timeout 10m \\
  --set image.repository=ghcr.io/you/shop --set image.tag=5.0.2 \\
  --set database.existingSecret=shop-db \\
  --set migrations.command[0]=npx --set migrations.command[1]=prisma --set migrations.command[2]=migrate --set migrations.command[3]=deploy
kubectl -n shop logs job/shop-migrate   # while it runs
${fence}

## Customise

- \`migrations.command\`: \`["bin/rails", "db:migrate"]\`, \`["alembic", "upgrade", "head"]\`, \`["./app", "migrate"]\`...
- \`migrations.enabled: false\` if another system runs migrations.

## Notes

Write migrations that the previous release can live with (add columns before using them, remove them a release later), because old pods keep serving while new ones roll out. Use \`--wait\` so Helm reports a failed hook as a failed upgrade in CI.
`,
    files: [
      {
        path: 'Chart.yaml',
        content: `apiVersion: v2
name: app-with-migrations
description: A web app whose database migrations run as a pre-install/pre-upgrade hook
type: application
version: 1.0.0
appVersion: "1.0.0"
`,
      },
      {
        path: 'values.yaml',
        content: `replicaCount: 2

image:
  repository: ghcr.io/example/shop
  pullPolicy: IfNotPresent
  tag: ""

containerPort: 3000

database:
  # A Secret with a DATABASE_URL key, created before the first install.
  existingSecret: ""

migrations:
  enabled: true
  command: ["npm", "run", "migrate"]
  # Give up on a migration that runs longer than this.
  activeDeadlineSeconds: 600
  resources:
    requests:
      cpu: 100m
      memory: 256Mi
    limits:
      memory: 512Mi

env:
  NODE_ENV: production

service:
  port: 80

ingress:
  enabled: false
  className: nginx
  host: shop.example.com
  tlsSecretName: ""

autoscaling:
  enabled: false
  minReplicas: 2
  maxReplicas: 8
  targetCPUUtilizationPercentage: 70

resources:
  requests:
    cpu: 100m
    memory: 256Mi
  limits:
    memory: 512Mi

podSecurityContext:
  runAsNonRoot: true
  runAsUser: 10001
  seccompProfile:
    type: RuntimeDefault
`,
      },
      {
        path: '.helmignore',
        content: `.git/
*.swp
.vscode/
`,
      },
      {
        path: 'templates/_helpers.tpl',
        content: `{{- define "app.fullname" -}}
{{- printf "%s" .Release.Name | trunc 56 | trimSuffix "-" }}
{{- end }}

{{- define "app.selectorLabels" -}}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end }}

{{- define "app.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{ include "app.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end }}

{{- define "app.image" -}}
{{ .Values.image.repository }}:{{ .Values.image.tag | default .Chart.AppVersion }}
{{- end }}

{{/*
The environment both the app and the migration Job get.
*/}}
{{- define "app.env" -}}
{{- range $key, $value := .Values.env }}
- name: {{ $key }}
  value: {{ $value | quote }}
{{- end }}
- name: DATABASE_URL
  valueFrom:
    secretKeyRef:
      name: {{ required "database.existingSecret is required" .Values.database.existingSecret }}
      key: DATABASE_URL
{{- end }}
`,
      },
      {
        path: 'templates/migrate-job.yaml',
        content: `{{- if .Values.migrations.enabled }}
apiVersion: batch/v1
kind: Job
metadata:
  name: {{ include "app.fullname" . }}-migrate
  labels:
    {{- include "app.labels" . | nindent 4 }}
    app.kubernetes.io/component: migrate
  annotations:
    # Runs before the Deployment is created or changed; the release fails if it fails.
    helm.sh/hook: pre-install,pre-upgrade
    helm.sh/hook-weight: "0"
    helm.sh/hook-delete-policy: before-hook-creation,hook-succeeded
spec:
  backoffLimit: 0
  activeDeadlineSeconds: {{ .Values.migrations.activeDeadlineSeconds }}
  template:
    metadata:
      labels:
        {{- include "app.selectorLabels" . | nindent 8 }}
        app.kubernetes.io/component: migrate
    spec:
      restartPolicy: Never
      automountServiceAccountToken: false
      securityContext:
        {{- toYaml .Values.podSecurityContext | nindent 8 }}
      containers:
        - name: migrate
          image: {{ include "app.image" . | quote }}
          imagePullPolicy: {{ .Values.image.pullPolicy }}
          command:
            {{- toYaml .Values.migrations.command | nindent 12 }}
          env:
            {{- include "app.env" . | nindent 12 }}
          resources:
            {{- toYaml .Values.migrations.resources | nindent 12 }}
          securityContext:
            allowPrivilegeEscalation: false
            capabilities:
              drop: ["ALL"]
{{- end }}
`,
      },
      {
        path: 'templates/deployment.yaml',
        content: `apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ include "app.fullname" . }}
  labels:
    {{- include "app.labels" . | nindent 4 }}
spec:
  {{- if not .Values.autoscaling.enabled }}
  replicas: {{ .Values.replicaCount }}
  {{- end }}
  selector:
    matchLabels:
      {{- include "app.selectorLabels" . | nindent 6 }}
      app.kubernetes.io/component: web
  template:
    metadata:
      labels:
        {{- include "app.labels" . | nindent 8 }}
        app.kubernetes.io/component: web
    spec:
      automountServiceAccountToken: false
      securityContext:
        {{- toYaml .Values.podSecurityContext | nindent 8 }}
      containers:
        - name: web
          image: {{ include "app.image" . | quote }}
          imagePullPolicy: {{ .Values.image.pullPolicy }}
          ports:
            - name: http
              containerPort: {{ .Values.containerPort }}
          env:
            {{- include "app.env" . | nindent 12 }}
          readinessProbe:
            httpGet:
              path: /readyz
              port: http
          livenessProbe:
            httpGet:
              path: /healthz
              port: http
          resources:
            {{- toYaml .Values.resources | nindent 12 }}
          securityContext:
            allowPrivilegeEscalation: false
            capabilities:
              drop: ["ALL"]
`,
      },
      {
        path: 'templates/service.yaml',
        content: `apiVersion: v1
kind: Service
metadata:
  name: {{ include "app.fullname" . }}
  labels:
    {{- include "app.labels" . | nindent 4 }}
spec:
  ports:
    - name: http
      port: {{ .Values.service.port }}
      targetPort: http
  selector:
    {{- include "app.selectorLabels" . | nindent 4 }}
    app.kubernetes.io/component: web
`,
      },
      {
        path: 'templates/ingress.yaml',
        content: `{{- if .Values.ingress.enabled }}
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata:
  name: {{ include "app.fullname" . }}
  labels:
    {{- include "app.labels" . | nindent 4 }}
spec:
  ingressClassName: {{ .Values.ingress.className }}
  {{- if .Values.ingress.tlsSecretName }}
  tls:
    - hosts: [{{ .Values.ingress.host | quote }}]
      secretName: {{ .Values.ingress.tlsSecretName }}
  {{- end }}
  rules:
    - host: {{ .Values.ingress.host | quote }}
      http:
        paths:
          - path: /
            pathType: Prefix
            backend:
              service:
                name: {{ include "app.fullname" . }}
                port:
                  name: http
{{- end }}
`,
      },
      {
        path: 'templates/hpa.yaml',
        content: `{{- if .Values.autoscaling.enabled }}
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: {{ include "app.fullname" . }}
  labels:
    {{- include "app.labels" . | nindent 4 }}
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: {{ include "app.fullname" . }}
  minReplicas: {{ .Values.autoscaling.minReplicas }}
  maxReplicas: {{ .Values.autoscaling.maxReplicas }}
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: {{ .Values.autoscaling.targetCPUUtilizationPercentage }}
{{- end }}
`,
      },
      {
        path: 'templates/NOTES.txt',
        content: `{{ include "app.fullname" . }} {{ .Chart.AppVersion }} is deployed.
{{- if .Values.migrations.enabled }}
Migrations ran with: {{ join " " .Values.migrations.command }}
{{- end }}
{{- if .Values.ingress.enabled }}
URL: http{{ if .Values.ingress.tlsSecretName }}s{{ end }}://{{ .Values.ingress.host }}/
{{- else }}
Port-forward: kubectl -n {{ .Release.Namespace }} port-forward svc/{{ include "app.fullname" . }} 8080:{{ .Values.service.port }}
{{- end }}
`,
      },
    ],
  },
]
