{{/*
The chart name, cut to 63 characters (the DNS label limit).
*/}}
{{- define "otelcol.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "otelcol.fullname" -}}
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

{{- define "otelcol.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "otelcol.selectorLabels" -}}
app.kubernetes.io/name: {{ include "otelcol.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/component: {{ include "otelcol.mode" . }}
{{- end }}

{{- define "otelcol.labels" -}}
helm.sh/chart: {{ include "otelcol.chart" . }}
{{ include "otelcol.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end }}

{{- define "otelcol.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- default (include "otelcol.fullname" .) .Values.serviceAccount.name }}
{{- else }}
{{- default "default" .Values.serviceAccount.name }}
{{- end }}
{{- end }}

{{/*
The mode, checked.
*/}}
{{- define "otelcol.mode" -}}
{{- if not (has .Values.mode (list "deployment" "daemonset")) }}
{{- fail (printf "mode must be deployment or daemonset, not %q" (toString .Values.mode)) }}
{{- end }}
{{- .Values.mode }}
{{- end }}

{{/*
Whether the config enriches data from the Kubernetes API (and so needs a token and a ClusterRole).
*/}}
{{- define "otelcol.usesKubernetesApi" -}}
{{- if hasKey (.Values.config.processors | default dict) "k8s_attributes" }}true{{ end }}
{{- end }}

{{/*
The configuration the collector gets: config from values, with what the mode needs added (an
agent only watches the pods of its own node), after checking that every component a pipeline or
service.extensions names is defined. A typo fails `helm template` instead of the pods.
*/}}
{{- define "otelcol.config" -}}
{{- $config := deepCopy .Values.config }}
{{- $processors := $config.processors | default dict }}
{{- if and (eq (include "otelcol.mode" .) "daemonset") (hasKey $processors "k8s_attributes") }}
{{- $k8s := get $processors "k8s_attributes" | default dict }}
{{- $_ := set $k8s "filter" (dict "node_from_env_var" "K8S_NODE_NAME") }}
{{- $_ := set $processors "k8s_attributes" $k8s }}
{{- end }}
{{- $service := required "config.service is required" $config.service }}
{{- $connectors := $config.connectors | default dict }}
{{- range $pipelineName, $pipeline := (required "config.service.pipelines is required" $service.pipelines) }}
{{- range $kind := list "receivers" "processors" "exporters" }}
{{- $defined := get $config $kind | default dict }}
{{- range $component := (get $pipeline $kind | default list) }}
{{- if not (or (hasKey $defined $component) (hasKey $connectors $component)) }}
{{- fail (printf "config.service.pipelines.%s.%s names %q, which config.%s does not define" $pipelineName $kind $component $kind) }}
{{- end }}
{{- end }}
{{- end }}
{{- end }}
{{- range $extension := ($service.extensions | default list) }}
{{- if not (hasKey ($config.extensions | default dict) $extension) }}
{{- fail (printf "config.service.extensions names %q, which config.extensions does not define" $extension) }}
{{- end }}
{{- end }}
{{- toYaml $config }}
{{- end }}

{{/*
The pod template, shared by the Deployment and the DaemonSet.
*/}}
{{- define "otelcol.podTemplate" -}}
metadata:
  labels:
    {{- include "otelcol.labels" . | nindent 4 }}
    {{- with .Values.podLabels }}
    {{- toYaml . | nindent 4 }}
    {{- end }}
  annotations:
    # A changed config rolls the pods.
    checksum/config: {{ include "otelcol.config" . | sha256sum }}
    {{- with .Values.podAnnotations }}
    {{- toYaml . | nindent 4 }}
    {{- end }}
spec:
  serviceAccountName: {{ include "otelcol.serviceAccountName" . }}
  # A token only when k8s_attributes needs to query the API.
  automountServiceAccountToken: {{ include "otelcol.usesKubernetesApi" . | eq "true" }}
  {{- with .Values.imagePullSecrets }}
  imagePullSecrets:
    {{- toYaml . | nindent 4 }}
  {{- end }}
  {{- with .Values.priorityClassName }}
  priorityClassName: {{ . }}
  {{- end }}
  securityContext:
    {{- toYaml .Values.podSecurityContext | nindent 4 }}
  containers:
    - name: otel-collector
      image: "{{ .Values.image.repository }}:{{ .Values.image.tag | default .Chart.AppVersion }}"
      imagePullPolicy: {{ .Values.image.pullPolicy }}
      args: ["--config=/conf/config.yaml"]
      env:
        - name: MY_POD_IP
          valueFrom:
            fieldRef:
              fieldPath: status.podIP
        - name: K8S_NODE_NAME
          valueFrom:
            fieldRef:
              fieldPath: spec.nodeName
        - name: GOMEMLIMIT
          value: {{ .Values.goMemLimit | quote }}
        {{- with .Values.extraEnv }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
      ports:
        - name: otlp-grpc
          containerPort: {{ .Values.ports.otlpGrpc }}
        - name: otlp-http
          containerPort: {{ .Values.ports.otlpHttp }}
        - name: metrics
          containerPort: {{ .Values.ports.metrics }}
        - name: health
          containerPort: {{ .Values.ports.healthCheck }}
      # The health_check extension answers 200 once every pipeline has started.
      readinessProbe:
        httpGet:
          path: /
          port: health
        periodSeconds: 5
      livenessProbe:
        httpGet:
          path: /
          port: health
        initialDelaySeconds: 10
        periodSeconds: 15
      resources:
        {{- toYaml .Values.resources | nindent 8 }}
      securityContext:
        {{- toYaml .Values.securityContext | nindent 8 }}
      volumeMounts:
        - name: config
          mountPath: /conf
          readOnly: true
        {{- with .Values.extraVolumeMounts }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
  volumes:
    - name: config
      configMap:
        name: {{ include "otelcol.fullname" . }}
    {{- with .Values.extraVolumes }}
    {{- toYaml . | nindent 4 }}
    {{- end }}
  {{- with .Values.nodeSelector }}
  nodeSelector:
    {{- toYaml . | nindent 4 }}
  {{- end }}
  {{- with .Values.tolerations }}
  tolerations:
    {{- toYaml . | nindent 4 }}
  {{- end }}
  {{- with .Values.affinity }}
  affinity:
    {{- toYaml . | nindent 4 }}
  {{- end }}
{{- end }}
