{{/*
The chart name, cut to 63 characters (the DNS label limit).
*/}}
{{- define "bg.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/*
Cut to 56 characters: "-green" is added for the per-colour objects.
*/}}
{{- define "bg.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 56 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 56 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 56 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{- define "bg.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/*
Both colours share these; the "color" label tells them apart.
*/}}
{{- define "bg.selectorLabels" -}}
app.kubernetes.io/name: {{ include "bg.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end }}

{{- define "bg.labels" -}}
helm.sh/chart: {{ include "bg.chart" . }}
{{ include "bg.selectorLabels" . }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end }}

{{/*
The colour that does not take the traffic.
*/}}
{{- define "bg.other" -}}
{{- if eq (include "bg.active" .) "blue" }}green{{ else }}blue{{ end }}
{{- end }}

{{/*
The active colour, after checking the whole release plan: a valid colour that is enabled, a
weight between 0 and 100, a weight only when the other colour runs, and a tag for every enabled
colour. A plan that would send traffic nowhere fails before anything changes.
*/}}
{{- define "bg.active" -}}
{{- $active := toString .Values.active }}
{{- if not (has $active (list "blue" "green")) }}
{{- fail (printf "active must be blue or green, not %q" $active) }}
{{- end }}
{{- $other := ternary "green" "blue" (eq $active "blue") }}
{{- if not (index .Values $active).enabled }}
{{- fail (printf "active is %s, but %s.enabled is false: enable it before switching to it" $active $active) }}
{{- end }}
{{- $weight := int .Values.canaryWeight }}
{{- if or (lt $weight 0) (gt $weight 100) }}
{{- fail (printf "canaryWeight must be between 0 and 100, not %d" $weight) }}
{{- end }}
{{- if and (gt $weight 0) (not (index .Values $other).enabled) }}
{{- fail (printf "canaryWeight is %d, but %s.enabled is false: there is nothing to send it to" $weight $other) }}
{{- end }}
{{- range $color := list "blue" "green" }}
{{- $track := index $.Values $color }}
{{- if and $track.enabled (not $track.tag) }}
{{- fail (printf "%s.tag is required while %s.enabled is true" $color $color) }}
{{- end }}
{{- end }}
{{- $active }}
{{- end }}
