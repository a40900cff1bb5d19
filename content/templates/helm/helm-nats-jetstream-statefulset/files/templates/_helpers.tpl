{{/*
The chart name, cut to 63 characters (the DNS label limit).
*/}}
{{- define "nats.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/*
The StatefulSet's name. Pod names add "-N" and the headless Service adds "-headless", so it is cut
to 50 characters to leave room for both within 63.
*/}}
{{- define "nats.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 50 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 50 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 50 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{- define "nats.headless" -}}
{{- printf "%s-headless" (include "nats.fullname" .) }}
{{- end }}

{{- define "nats.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "nats.selectorLabels" -}}
app.kubernetes.io/name: {{ include "nats.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end }}

{{- define "nats.labels" -}}
helm.sh/chart: {{ include "nats.chart" . }}
{{ include "nats.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end }}

{{/*
The number of servers, checked: JetStream's Raft groups need a majority, so a cluster of two or
four survives no more failures than one of one or three and only adds a server to wait for.
*/}}
{{- define "nats.replicas" -}}
{{- $n := int .Values.replicas }}
{{- if lt $n 1 }}
{{- fail "replicas must be at least 1" }}
{{- end }}
{{- if and (gt $n 1) (eq (mod $n 2) 0) }}
{{- fail (printf "replicas must be 1 or an odd number (3, 5...), not %d" $n) }}
{{- end }}
{{- $n }}
{{- end }}

{{/*
One route per server, by its stable DNS name under the headless Service. Every server lists all of
them, itself included; NATS ignores the route to itself.
*/}}
{{- define "nats.routes" -}}
{{- $fullname := include "nats.fullname" . }}
{{- $headless := include "nats.headless" . }}
{{- range $i := until (int (include "nats.replicas" .)) }}
nats://{{ $fullname }}-{{ $i }}.{{ $headless }}:{{ $.Values.nats.clusterPort }}
{{- end }}
{{- end }}
