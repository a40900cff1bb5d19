{{/*
A small library of named templates. Every template in this chart builds its objects through
these, and none of them reads chart-specific values except mc.component, so the file can move to a
library chart (type: library) unchanged once you have several charts that want it.
*/}}

{{/*
The chart name, cut to 63 characters (the DNS label limit).
*/}}
{{- define "mc.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/*
The release's base name; each component adds "-<component>".
*/}}
{{- define "mc.fullname" -}}
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

{{- define "mc.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/*
Selector labels of one component. Call with (dict "root" $ "component" "web").
*/}}
{{- define "mc.selectorLabels" -}}
app.kubernetes.io/name: {{ include "mc.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
{{- with .component }}
app.kubernetes.io/component: {{ . }}
{{- end }}
{{- end }}

{{/*
All labels of one component (or of the release, without "component").
*/}}
{{- define "mc.labels" -}}
helm.sh/chart: {{ include "mc.chart" .root }}
{{ include "mc.selectorLabels" . }}
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
{{- end }}

{{- define "mc.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- default (include "mc.fullname" .) .Values.serviceAccount.name }}
{{- else }}
{{- default "default" .Values.serviceAccount.name }}
{{- end }}
{{- end }}

{{/*
An image reference from {repository, tag, digest}: the digest pins the exact image; an empty tag
falls back to the chart's appVersion. Call with (dict "image" .Values.image "root" $).
*/}}
{{- define "mc.image" -}}
{{- if .image.digest }}
{{- printf "%s@%s" .image.repository .image.digest }}
{{- else }}
{{- printf "%s:%s" .image.repository (.image.tag | default .root.Chart.AppVersion) }}
{{- end }}
{{- end }}

{{/*
A map merged one level down: keys of `over` win; where both sides hold a map, their keys are
merged. Written out rather than with mergeOverwrite, whose handling of false and 0 depends on the
Sprig version. Returns JSON; call with (dict "base" ... "over" ...) and read it with fromJson.
*/}}
{{- define "mc.merge" -}}
{{- $out := deepCopy (.base | default dict) }}
{{- range $key, $value := (.over | default dict) }}
{{- $current := get $out $key }}
{{- if and (kindIs "map" $current) (kindIs "map" $value) }}
{{- $merged := deepCopy $current }}
{{- range $k, $v := $value }}
{{- $_ := set $merged $k $v }}
{{- end }}
{{- $_ := set $out $key $merged }}
{{- else }}
{{- $_ := set $out $key $value }}
{{- end }}
{{- end }}
{{- toJson $out }}
{{- end }}

{{/*
One component's settings: the defaults with its own values merged in, its object name, and the
checks that turn a mistake into a message at render time. Call with
(dict "root" $ "name" "web" "own" .Values.components.web); read it with fromJson.
*/}}
{{- define "mc.component" -}}
{{- $c := include "mc.merge" (dict "base" .root.Values.defaults "over" .own) | fromJson }}
{{- if not (regexMatch "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$" .name) }}
{{- fail (printf "components.%s: a component name must be a lowercase DNS label" .name) }}
{{- end }}
{{- $_ := set $c "name" .name }}
{{- $_ := set $c "fullname" (printf "%s-%s" (include "mc.fullname" .root) .name | trunc 63 | trimSuffix "-") }}
{{- if not (has $c.strategy (list "RollingUpdate" "Recreate")) }}
{{- fail (printf "components.%s.strategy must be RollingUpdate or Recreate" .name) }}
{{- end }}
{{- if $c.service.enabled }}
{{- if not $c.service.ports }}
{{- fail (printf "components.%s.service is enabled but lists no ports" .name) }}
{{- end }}
{{- range $portName, $_ := $c.service.ports }}
{{- if not (hasKey ($c.ports | default dict) $portName) }}
{{- fail (printf "components.%s.service.ports.%s: the component has no port named %s" $.name $portName $portName) }}
{{- end }}
{{- end }}
{{- end }}
{{- toJson $c }}
{{- end }}

{{/*
A probe from its short form: {http: /path, port: name} or {tcp: port} or {exec: [...]}; every other
key (periodSeconds, failureThreshold...) is passed through. Call with
(dict "probe" .Values... "where" "components.web.probes.readiness") so a mistake names its place.
*/}}
{{- define "mc.probe" -}}
{{- $p := .probe }}
{{- if hasKey $p "http" }}
httpGet:
  path: {{ $p.http }}
  port: {{ $p.port | default "http" }}
{{- else if hasKey $p "tcp" }}
tcpSocket:
  port: {{ $p.tcp }}
{{- else if hasKey $p "exec" }}
exec:
  command:
    {{- toYaml $p.exec | nindent 4 }}
{{- else }}
{{- fail (printf "%s needs http, tcp or exec" .where) }}
{{- end }}
{{- with omit $p "http" "tcp" "exec" "port" }}
{{ toYaml . }}
{{- end }}
{{- end }}

{{/*
Environment variables from a map: a string is a value, a map is a valueFrom source. Sorted by name,
so the rendered pod spec (and its rollouts) stay stable.
*/}}
{{- define "mc.env" -}}
{{- range $name, $value := . }}
- name: {{ $name }}
  {{- if kindIs "map" $value }}
  valueFrom:
    {{- toYaml $value | nindent 4 }}
  {{- else }}
  value: {{ toString $value | quote }}
  {{- end }}
{{- end }}
{{- end }}

{{/*
The pod security context: a restricted baseline (non-root, RuntimeDefault seccomp), with the
component's own keys on top.
*/}}
{{- define "mc.podSecurityContext" -}}
{{- $base := dict "runAsNonRoot" true "runAsUser" 10001 "runAsGroup" 10001 "fsGroup" 10001 "seccompProfile" (dict "type" "RuntimeDefault") }}
{{- toYaml (include "mc.merge" (dict "base" $base "over" .) | fromJson) }}
{{- end }}

{{/*
The container security context: no privilege escalation, no capabilities, a read-only root
filesystem, with the component's own keys on top.
*/}}
{{- define "mc.securityContext" -}}
{{- $base := dict "allowPrivilegeEscalation" false "readOnlyRootFilesystem" true "capabilities" (dict "drop" (list "ALL")) }}
{{- toYaml (include "mc.merge" (dict "base" $base "over" .) | fromJson) }}
{{- end }}

{{/*
Spread a component's pods over nodes and zones, as a preference (a small cluster still schedules).
Call with (dict "root" $ "component" "web").
*/}}
{{- define "mc.topologySpread" -}}
{{- range $key := list "kubernetes.io/hostname" "topology.kubernetes.io/zone" }}
- maxSkew: 1
  topologyKey: {{ $key }}
  whenUnsatisfiable: ScheduleAnyway
  labelSelector:
    matchLabels:
      {{- include "mc.selectorLabels" $ | nindent 6 }}
{{- end }}
{{- end }}
