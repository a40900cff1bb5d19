{{/*
The chart name, cut to 63 characters (the DNS label limit).
*/}}
{{- define "stack.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "stack.fullname" -}}
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

{{- define "stack.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "stack.selectorLabels" -}}
app.kubernetes.io/name: {{ include "stack.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end }}

{{- define "stack.labels" -}}
helm.sh/chart: {{ include "stack.chart" . }}
{{ include "stack.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end }}

{{/*
Where the app finds PostgreSQL: the subchart's Service and Secret (named as in
charts/postgresql/templates/_helpers.tpl), or the external database. Returns JSON.
*/}}
{{- define "stack.database" -}}
{{- if .Values.postgresql.enabled }}
{{- $name := default (printf "%s-postgresql" .Release.Name) .Values.postgresql.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- toJson (dict
  "host" $name
  "port" 5432
  "database" .Values.postgresql.auth.database
  "username" .Values.postgresql.auth.username
  "secretName" (default $name .Values.postgresql.auth.existingSecret)
  "passwordKey" "password"
  "sslMode" "disable") }}
{{- else }}
{{- $db := .Values.externalDatabase }}
{{- toJson (dict
  "host" (required "externalDatabase.host is required when postgresql.enabled is false" $db.host)
  "port" $db.port
  "database" $db.database
  "username" $db.username
  "secretName" (required "externalDatabase.existingSecret is required when postgresql.enabled is false" $db.existingSecret)
  "passwordKey" $db.passwordKey
  "sslMode" $db.sslMode) }}
{{- end }}
{{- end }}

{{/*
Where the app finds Redis: the subchart's Service and Secret, or the external server. Returns JSON.
*/}}
{{- define "stack.redis" -}}
{{- if .Values.redis.enabled }}
{{- $name := default (printf "%s-redis" .Release.Name) .Values.redis.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- toJson (dict
  "host" $name
  "port" 6379
  "secretName" (default $name .Values.redis.auth.existingSecret)
  "passwordKey" "password"
  "scheme" "redis") }}
{{- else }}
{{- $r := .Values.externalRedis }}
{{- toJson (dict
  "host" (required "externalRedis.host is required when redis.enabled is false" $r.host)
  "port" $r.port
  "secretName" (required "externalRedis.existingSecret is required when redis.enabled is false" $r.existingSecret)
  "passwordKey" $r.passwordKey
  "scheme" $r.scheme) }}
{{- end }}
{{- end }}

{{/*
The connection variables. Kubernetes expands $(NAME) from variables defined earlier in the list,
so the URLs carry the passwords without the chart ever reading them.
*/}}
{{- define "stack.connectionEnv" -}}
{{- $db := include "stack.database" . | fromJson }}
{{- $redis := include "stack.redis" . | fromJson }}
- name: DATABASE_HOST
  value: {{ $db.host | quote }}
- name: DATABASE_PORT
  value: {{ $db.port | toString | quote }}
- name: DATABASE_NAME
  value: {{ $db.database | quote }}
- name: DATABASE_USER
  value: {{ $db.username | quote }}
- name: DATABASE_PASSWORD
  valueFrom:
    secretKeyRef:
      name: {{ $db.secretName }}
      key: {{ $db.passwordKey }}
- name: DATABASE_URL
  value: "postgres://$(DATABASE_USER):$(DATABASE_PASSWORD)@$(DATABASE_HOST):$(DATABASE_PORT)/$(DATABASE_NAME)?sslmode={{ $db.sslMode }}"
- name: REDIS_HOST
  value: {{ $redis.host | quote }}
- name: REDIS_PORT
  value: {{ $redis.port | toString | quote }}
- name: REDIS_PASSWORD
  valueFrom:
    secretKeyRef:
      name: {{ $redis.secretName }}
      key: {{ $redis.passwordKey }}
- name: REDIS_URL
  value: "{{ $redis.scheme }}://:$(REDIS_PASSWORD)@$(REDIS_HOST):$(REDIS_PORT)/0"
{{- end }}
