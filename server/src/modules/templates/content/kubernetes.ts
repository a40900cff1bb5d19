import { fence } from './markdown'
import type { TemplateSeed } from './types'

/** Plain Kubernetes manifests written for Snipstack; each validates against the API's own schemas. */
export const kubernetesTemplates: TemplateSeed[] = [
  {
    slug: 'k8s-web-app-production',
    name: 'Production Web App Manifests',
    description:
      'Deployment, Service, Ingress, HorizontalPodAutoscaler and PodDisruptionBudget for a stateless web app, with probes, resource limits, a locked-down security context and zone spreading.',
    category: 'kubernetes',
    language: 'YAML',
    tags: ['deployment', 'ingress', 'hpa', 'pod-disruption-budget', 'security-context'],
    published: '2025-01-28',
    readme: `The manifests a stateless HTTP service needs to run well in production, with the settings that are easy to forget: startup, readiness and liveness probes that mean different things, requests and limits, a non-root read-only container, spreading across zones, a disruption budget so node drains never take every replica, and an autoscaler that scales up fast and down slowly.

## What's inside

- \`deployment.yaml\`: 3 replicas, rolling updates with no unavailable pods, \`preStop\` delay so the load balancer stops sending traffic before the pod exits.
- \`service.yaml\`: ClusterIP on port 80 to the container's \`http\` port.
- \`ingress.yaml\`: ingress-nginx class and a cert-manager annotation for TLS.
- \`hpa.yaml\`: 3 to 12 replicas on CPU and memory, with scale-down stabilisation.
- \`pdb.yaml\`: at most one pod down during voluntary disruptions.
- \`serviceaccount.yaml\` and \`configmap.yaml\`: an identity with no token mounted, and the app's settings.
- \`kustomization.yaml\`: applies them all with one command and sets the image.

## Usage

${fence}bash
kubectl create namespace web
# set your image
kustomize edit set image app=ghcr.io/you/web:1.4.2   # or edit kustomization.yaml
kubectl apply -k . -n web
kubectl -n web rollout status deployment/web
${fence}

## Customise

- Replace \`web.example.com\` in \`ingress.yaml\`, and the \`cert-manager.io/cluster-issuer\` name with yours.
- Set requests from real usage (\`kubectl top pods\`); the HPA's percentages are relative to requests.
- The container must serve \`/healthz\` (alive) and \`/readyz\` (ready for traffic) on port 8080, as a user with uid 10001.

## Notes

\`readOnlyRootFilesystem\` is on; the \`tmp\` emptyDir gives the app a writable \`/tmp\`. The \`preStop\` sleep uses the built-in sleep action (Kubernetes 1.30 and later), so the image needs no \`sleep\` binary.
`,
    files: [
      {
        path: 'deployment.yaml',
        content: `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  labels:
    app.kubernetes.io/name: web
    app.kubernetes.io/component: server
spec:
  replicas: 3
  revisionHistoryLimit: 5
  selector:
    matchLabels:
      app.kubernetes.io/name: web
  strategy:
    type: RollingUpdate
    rollingUpdate:
      maxSurge: 25%
      maxUnavailable: 0
  template:
    metadata:
      labels:
        app.kubernetes.io/name: web
        app.kubernetes.io/component: server
    spec:
      serviceAccountName: web
      automountServiceAccountToken: false
      terminationGracePeriodSeconds: 30
      securityContext:
        runAsNonRoot: true
        runAsUser: 10001
        runAsGroup: 10001
        fsGroup: 10001
        seccompProfile:
          type: RuntimeDefault
      topologySpreadConstraints:
        - maxSkew: 1
          topologyKey: topology.kubernetes.io/zone
          whenUnsatisfiable: ScheduleAnyway
          labelSelector:
            matchLabels:
              app.kubernetes.io/name: web
      containers:
        - name: web
          image: app
          imagePullPolicy: IfNotPresent
          ports:
            - name: http
              containerPort: 8080
              protocol: TCP
          envFrom:
            - configMapRef:
                name: web-config
          env:
            - name: POD_NAME
              valueFrom:
                fieldRef:
                  fieldPath: metadata.name
          resources:
            requests:
              cpu: 100m
              memory: 128Mi
            limits:
              memory: 256Mi
          startupProbe:
            httpGet:
              path: /healthz
              port: http
            periodSeconds: 2
            failureThreshold: 30
          readinessProbe:
            httpGet:
              path: /readyz
              port: http
            periodSeconds: 5
            failureThreshold: 2
          livenessProbe:
            httpGet:
              path: /healthz
              port: http
            periodSeconds: 10
            failureThreshold: 3
          lifecycle:
            preStop:
              sleep:
                seconds: 5
          securityContext:
            allowPrivilegeEscalation: false
            readOnlyRootFilesystem: true
            capabilities:
              drop: ["ALL"]
          volumeMounts:
            - name: tmp
              mountPath: /tmp
      volumes:
        - name: tmp
          emptyDir:
            sizeLimit: 64Mi
`,
      },
      {
        path: 'service.yaml',
        content: `apiVersion: v1
kind: Service
metadata:
  name: web
  labels:
    app.kubernetes.io/name: web
spec:
  type: ClusterIP
  selector:
    app.kubernetes.io/name: web
  ports:
    - name: http
      port: 80
      targetPort: http
      protocol: TCP
`,
      },
      {
        path: 'ingress.yaml',
        content: `apiVersion: networking.k8s.io/v1
kind: Ingress
metadata:
  name: web
  annotations:
    cert-manager.io/cluster-issuer: letsencrypt
    nginx.ingress.kubernetes.io/proxy-body-size: 10m
spec:
  ingressClassName: nginx
  tls:
    - hosts:
        - web.example.com
      secretName: web-tls
  rules:
    - host: web.example.com
      http:
        paths:
          - path: /
            pathType: Prefix
            backend:
              service:
                name: web
                port:
                  name: http
`,
      },
      {
        path: 'hpa.yaml',
        content: `apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: web
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: web
  minReplicas: 3
  maxReplicas: 12
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: 70
    - type: Resource
      resource:
        name: memory
        target:
          type: Utilization
          averageUtilization: 80
  behavior:
    scaleUp:
      stabilizationWindowSeconds: 0
      policies:
        - type: Percent
          value: 100
          periodSeconds: 30
    scaleDown:
      # Wait five minutes of low load before removing pods, then remove at most one a minute.
      stabilizationWindowSeconds: 300
      policies:
        - type: Pods
          value: 1
          periodSeconds: 60
`,
      },
      {
        path: 'pdb.yaml',
        content: `apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: web
spec:
  maxUnavailable: 1
  selector:
    matchLabels:
      app.kubernetes.io/name: web
`,
      },
      {
        path: 'serviceaccount.yaml',
        content: `apiVersion: v1
kind: ServiceAccount
metadata:
  name: web
automountServiceAccountToken: false
`,
      },
      {
        path: 'configmap.yaml',
        content: `apiVersion: v1
kind: ConfigMap
metadata:
  name: web-config
data:
  LOG_LEVEL: info
  LOG_FORMAT: json
  PORT: "8080"
`,
      },
      {
        path: 'kustomization.yaml',
        content: `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
labels:
  - pairs:
      app.kubernetes.io/part-of: web
resources:
  - serviceaccount.yaml
  - configmap.yaml
  - deployment.yaml
  - service.yaml
  - ingress.yaml
  - hpa.yaml
  - pdb.yaml
images:
  - name: app
    newName: ghcr.io/example/web
    newTag: "1.0.0"
`,
      },
    ],
  },
  {
    slug: 'k8s-cronjob-database-backup',
    name: 'CronJob: Nightly Database Backup to S3',
    description:
      'A Kubernetes CronJob that dumps PostgreSQL every night and uploads the archive to S3-compatible storage. It never overlaps runs, retries a bounded number of times and keeps a short job history.',
    category: 'kubernetes',
    language: 'YAML',
    tags: ['cronjob', 'backup', 'postgresql', 's3'],
    published: '2025-07-15',
    readme: `A scheduled job done the Kubernetes way: \`concurrencyPolicy: Forbid\` so a slow backup never runs twice at once, a deadline for late starts, a bounded number of retries, and finished jobs cleaned up automatically. The script lives in a ConfigMap, so you can change it without building an image.

## What's inside

- \`cronjob.yaml\`: runs at 02:30 in the time zone you set, with \`pg_dump\` in one container writing to a shared volume and the AWS CLI in another uploading it.
- \`configmap.yaml\`: the two scripts.
- \`secret.example.yaml\`: the database URL and S3 credentials it expects (fill in and apply, or create with \`kubectl create secret\`).
- \`serviceaccount.yaml\`

## Usage

${fence}bash
kubectl apply -n data -f serviceaccount.yaml -f configmap.yaml
kubectl create secret generic db-backup -n data \\
  --from-literal=DATABASE_URL='postgres://backup:secret@postgres:5432/app' \\
  --from-literal=AWS_ACCESS_KEY_ID=... --from-literal=AWS_SECRET_ACCESS_KEY=...
kubectl apply -n data -f cronjob.yaml
# run one now, without waiting for the schedule
kubectl create job -n data --from=cronjob/db-backup db-backup-manual
kubectl logs -n data -f job/db-backup-manual --all-containers
${fence}

## Customise

- \`schedule\` and \`timeZone\` (an IANA name such as \`Europe/Berlin\`).
- \`S3_BUCKET\`, \`S3_PREFIX\` and, for MinIO or R2, \`S3_ENDPOINT\` in the ConfigMap.
- Match the \`postgres\` image's major version to your server's.

## Notes

The dump runs in an init container and the upload in the main container, so a failed dump never uploads a half-written file. Set a lifecycle rule on the bucket to expire old backups.
`,
    files: [
      {
        path: 'cronjob.yaml',
        content: `apiVersion: batch/v1
kind: CronJob
metadata:
  name: db-backup
  labels:
    app.kubernetes.io/name: db-backup
spec:
  schedule: "30 2 * * *"
  timeZone: Etc/UTC
  concurrencyPolicy: Forbid
  startingDeadlineSeconds: 600
  successfulJobsHistoryLimit: 3
  failedJobsHistoryLimit: 3
  jobTemplate:
    spec:
      backoffLimit: 2
      activeDeadlineSeconds: 3600
      ttlSecondsAfterFinished: 86400
      template:
        metadata:
          labels:
            app.kubernetes.io/name: db-backup
        spec:
          serviceAccountName: db-backup
          restartPolicy: Never
          securityContext:
            runAsNonRoot: true
            runAsUser: 70
            fsGroup: 70
            seccompProfile:
              type: RuntimeDefault
          initContainers:
            - name: dump
              image: postgres:17-alpine
              command: ["/bin/sh", "/scripts/dump.sh"]
              envFrom:
                - secretRef:
                    name: db-backup
              resources:
                requests:
                  cpu: 100m
                  memory: 256Mi
                limits:
                  memory: 512Mi
              securityContext:
                allowPrivilegeEscalation: false
                capabilities:
                  drop: ["ALL"]
              volumeMounts:
                - name: scripts
                  mountPath: /scripts
                - name: work
                  mountPath: /work
          containers:
            - name: upload
              image: amazon/aws-cli:2.31.6
              command: ["/bin/sh", "/scripts/upload.sh"]
              envFrom:
                - secretRef:
                    name: db-backup
                - configMapRef:
                    name: db-backup
              env:
                - name: HOME
                  value: /work
              resources:
                requests:
                  cpu: 50m
                  memory: 128Mi
                limits:
                  memory: 256Mi
              securityContext:
                allowPrivilegeEscalation: false
                capabilities:
                  drop: ["ALL"]
              volumeMounts:
                - name: scripts
                  mountPath: /scripts
                - name: work
                  mountPath: /work
          volumes:
            - name: scripts
              configMap:
                name: db-backup
            - name: work
              emptyDir:
                sizeLimit: 10Gi
`,
      },
      {
        path: 'configmap.yaml',
        content: `apiVersion: v1
kind: ConfigMap
metadata:
  name: db-backup
data:
  S3_BUCKET: my-backups
  S3_PREFIX: postgres/app
  # Leave empty for AWS; set for MinIO, Cloudflare R2 and other S3-compatible stores.
  S3_ENDPOINT: ""
  AWS_DEFAULT_REGION: eu-central-1
  dump.sh: |
    set -eu
    pg_dump --format=custom --compress=9 --no-owner --dbname="$DATABASE_URL" --file=/work/backup.dump
    pg_restore --list /work/backup.dump > /dev/null
    echo "dump ok: $(du -h /work/backup.dump | cut -f1)"
  upload.sh: |
    set -eu
    key="$S3_PREFIX/$(date -u +%Y/%m/%d)/backup-$(date -u +%H%M%S).dump"
    if [ -n "$S3_ENDPOINT" ]; then
      set -- --endpoint-url "$S3_ENDPOINT"
    fi
    aws "$@" s3 cp /work/backup.dump "s3://$S3_BUCKET/$key" --only-show-errors
    echo "uploaded s3://$S3_BUCKET/$key"
`,
      },
      {
        path: 'secret.example.yaml',
        content: `# An example only: never commit real credentials. Prefer kubectl create secret, or an operator
# such as External Secrets, to get them into the cluster.
apiVersion: v1
kind: Secret
metadata:
  name: db-backup
type: Opaque
stringData:
  DATABASE_URL: postgres://backup:change-me@postgres.data.svc.cluster.local:5432/app
  AWS_ACCESS_KEY_ID: change-me
  AWS_SECRET_ACCESS_KEY: change-me
`,
      },
      {
        path: 'serviceaccount.yaml',
        content: `apiVersion: v1
kind: ServiceAccount
metadata:
  name: db-backup
automountServiceAccountToken: false
`,
      },
    ],
  },
  {
    slug: 'k8s-postgres-statefulset',
    name: 'PostgreSQL StatefulSet with Headless Service',
    description:
      'A single-primary PostgreSQL on Kubernetes: a StatefulSet with a volume claim template, a headless Service for stable DNS, tuned settings from a ConfigMap and probes that use pg_isready.',
    category: 'kubernetes',
    language: 'YAML',
    tags: ['statefulset', 'postgresql', 'headless-service', 'persistent-volume'],
    price: 29,
    originalPrice: 39,
    published: '2025-04-09',
    readme: `For development clusters, internal tools and small apps that want PostgreSQL next to them without an operator. The StatefulSet gives the pod a stable name (\`postgres-0\`) and its own PersistentVolumeClaim; the headless Service gives it a stable DNS name (\`postgres-0.postgres-headless\`); a normal Service gives clients one address that always points at it.

## What's inside

- \`statefulset.yaml\`: PostgreSQL 17 with a 20 GiB volume claim template, \`PGDATA\` in a subfolder (some volumes have a \`lost+found\`), probes, resources and a security context for the \`postgres\` user (uid 999 in the Debian image).
- \`services.yaml\`: the headless Service and the client Service.
- \`configmap.yaml\`: a \`postgresql.conf\` include with memory and WAL settings sized for a 2 GiB pod.
- \`secret.yaml\`: the superuser password (change it).
- \`pdb.yaml\`: stops voluntary evictions from taking the database down unannounced.

## Usage

${fence}bash
kubectl create namespace data
kubectl -n data create secret generic postgres --from-literal=POSTGRES_PASSWORD="$(openssl rand -base64 24)" --dry-run=client -o yaml | kubectl apply -f -
kubectl -n data apply -f configmap.yaml -f services.yaml -f statefulset.yaml -f pdb.yaml
kubectl -n data exec -it postgres-0 -- psql -U postgres
${fence}

Apps in the cluster connect to \`postgres.data.svc.cluster.local:5432\`.

## Customise

- \`storageClassName\` and the \`storage\` request in \`volumeClaimTemplates\`.
- \`shared_buffers\` and \`effective_cache_size\` in the ConfigMap when you change the memory limit.

## Notes

This is one instance with no replication or automated failover. When you need those, backups with point-in-time recovery, or major version upgrades, use an operator such as CloudNativePG. Deleting the StatefulSet keeps the PVC and its data; delete the PVC explicitly to remove them.
`,
    files: [
      {
        path: 'statefulset.yaml',
        content: `apiVersion: apps/v1
kind: StatefulSet
metadata:
  name: postgres
  labels:
    app.kubernetes.io/name: postgres
spec:
  serviceName: postgres-headless
  replicas: 1
  selector:
    matchLabels:
      app.kubernetes.io/name: postgres
  template:
    metadata:
      labels:
        app.kubernetes.io/name: postgres
    spec:
      terminationGracePeriodSeconds: 60
      securityContext:
        runAsUser: 999
        runAsGroup: 999
        fsGroup: 999
        runAsNonRoot: true
        seccompProfile:
          type: RuntimeDefault
      containers:
        - name: postgres
          image: postgres:17.6
          args: ["-c", "config_file=/etc/postgresql/postgresql.conf"]
          ports:
            - name: postgres
              containerPort: 5432
          env:
            - name: POSTGRES_PASSWORD
              valueFrom:
                secretKeyRef:
                  name: postgres
                  key: POSTGRES_PASSWORD
            - name: PGDATA
              value: /var/lib/postgresql/data/pgdata
          resources:
            requests:
              cpu: 250m
              memory: 2Gi
            limits:
              memory: 2Gi
          startupProbe:
            exec:
              command: ["pg_isready", "-U", "postgres", "-h", "127.0.0.1"]
            periodSeconds: 5
            failureThreshold: 60
          readinessProbe:
            exec:
              command: ["pg_isready", "-U", "postgres", "-h", "127.0.0.1"]
            periodSeconds: 10
          livenessProbe:
            exec:
              command: ["pg_isready", "-U", "postgres", "-h", "127.0.0.1"]
            periodSeconds: 20
            failureThreshold: 6
          securityContext:
            allowPrivilegeEscalation: false
            capabilities:
              drop: ["ALL"]
          volumeMounts:
            - name: data
              mountPath: /var/lib/postgresql/data
            - name: config
              mountPath: /etc/postgresql
            - name: run
              mountPath: /var/run/postgresql
      volumes:
        - name: config
          configMap:
            name: postgres-config
        - name: run
          emptyDir: {}
  volumeClaimTemplates:
    - metadata:
        name: data
      spec:
        accessModes: ["ReadWriteOnce"]
        storageClassName: standard
        resources:
          requests:
            storage: 20Gi
`,
      },
      {
        path: 'services.yaml',
        content: `# Headless: gives each pod a DNS record (postgres-0.postgres-headless) for the StatefulSet.
apiVersion: v1
kind: Service
metadata:
  name: postgres-headless
  labels:
    app.kubernetes.io/name: postgres
spec:
  clusterIP: None
  publishNotReadyAddresses: true
  selector:
    app.kubernetes.io/name: postgres
  ports:
    - name: postgres
      port: 5432
      targetPort: postgres
---
# What clients use: one stable virtual IP in front of the primary.
apiVersion: v1
kind: Service
metadata:
  name: postgres
  labels:
    app.kubernetes.io/name: postgres
spec:
  selector:
    app.kubernetes.io/name: postgres
  ports:
    - name: postgres
      port: 5432
      targetPort: postgres
`,
      },
      {
        path: 'configmap.yaml',
        content: `apiVersion: v1
kind: ConfigMap
metadata:
  name: postgres-config
data:
  postgresql.conf: |
    listen_addresses = '*'
    max_connections = 100
    # About a quarter of the pod's memory, and most of the rest for the OS cache.
    shared_buffers = 512MB
    effective_cache_size = 1536MB
    work_mem = 8MB
    maintenance_work_mem = 128MB
    wal_compression = on
    max_wal_size = 2GB
    checkpoint_completion_target = 0.9
    log_min_duration_statement = 500ms
    log_line_prefix = '%m [%p] %q%u@%d '
    hba_file = '/etc/postgresql/pg_hba.conf'
  pg_hba.conf: |
    local all all trust
    host all all 127.0.0.1/32 trust
    host all all 0.0.0.0/0 scram-sha-256
    host all all ::/0 scram-sha-256
`,
      },
      {
        path: 'secret.yaml',
        content: `# Replace the password, or create the Secret with kubectl as the README shows.
apiVersion: v1
kind: Secret
metadata:
  name: postgres
type: Opaque
stringData:
  POSTGRES_PASSWORD: change-me-before-applying
`,
      },
      {
        path: 'pdb.yaml',
        content: `apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: postgres
spec:
  # With one replica this blocks voluntary evictions: drain the node after planning the downtime.
  maxUnavailable: 0
  selector:
    matchLabels:
      app.kubernetes.io/name: postgres
`,
      },
    ],
  },
  {
    slug: 'k8s-network-policies',
    name: 'Zero-trust NetworkPolicy Set',
    description:
      'Start a namespace from default deny and open only what is needed: DNS, traffic from the ingress controller, app to database, and Prometheus scraping.',
    category: 'kubernetes',
    language: 'YAML',
    tags: ['network-policy', 'security', 'zero-trust', 'ingress-nginx'],
    published: '2025-12-02',
    readme: `By default every pod can talk to every other pod in the cluster. These policies turn that around for one namespace: nothing gets in or out unless a policy allows it. Policies are additive, so each file opens one path and can be read on its own.

## What's inside

- \`00-default-deny.yaml\`: denies all ingress and egress for every pod in the namespace.
- \`10-allow-dns.yaml\`: lets every pod resolve names through kube-dns (UDP and TCP 53).
- \`20-allow-ingress-controller.yaml\`: lets the \`ingress-nginx\` namespace reach pods labelled \`app.kubernetes.io/component: server\` on their HTTP port.
- \`30-allow-app-to-db.yaml\`: lets the app reach PostgreSQL on 5432, egress from the app and ingress to the database.
- \`40-allow-prometheus.yaml\`: lets the \`monitoring\` namespace scrape metrics ports.
- \`50-allow-https-egress.yaml\`: lets the app call external HTTPS APIs, but not private address ranges.

## Usage

${fence}bash
kubectl apply -n my-app -f .
# check what a pod may do
kubectl -n my-app describe networkpolicy
kubectl -n my-app run probe --rm -it --image=busybox:1.37 --restart=Never -- wget -T 3 -qO- http://web
${fence}

## Customise

Label selectors are the whole model: match the \`app.kubernetes.io/*\` labels to your workloads, and the namespace names (\`ingress-nginx\`, \`monitoring\`) to your cluster's. Namespaces are selected by the \`kubernetes.io/metadata.name\` label, which Kubernetes sets on every namespace.

## Notes

NetworkPolicy only works with a CNI that enforces it (Calico, Cilium, Antrea; not plain Flannel). Apply the allow rules before or together with the default deny, or running pods lose DNS for a moment.
`,
    files: [
      {
        path: '00-default-deny.yaml',
        content: `apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: default-deny-all
spec:
  podSelector: {}
  policyTypes:
    - Ingress
    - Egress
`,
      },
      {
        path: '10-allow-dns.yaml',
        content: `apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: allow-dns
spec:
  podSelector: {}
  policyTypes:
    - Egress
  egress:
    - to:
        - namespaceSelector:
            matchLabels:
              kubernetes.io/metadata.name: kube-system
          podSelector:
            matchLabels:
              k8s-app: kube-dns
      ports:
        - protocol: UDP
          port: 53
        - protocol: TCP
          port: 53
`,
      },
      {
        path: '20-allow-ingress-controller.yaml',
        content: `apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: allow-from-ingress-controller
spec:
  podSelector:
    matchLabels:
      app.kubernetes.io/component: server
  policyTypes:
    - Ingress
  ingress:
    - from:
        - namespaceSelector:
            matchLabels:
              kubernetes.io/metadata.name: ingress-nginx
      ports:
        - protocol: TCP
          port: http
`,
      },
      {
        path: '30-allow-app-to-db.yaml',
        content: `apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: app-egress-to-db
spec:
  podSelector:
    matchLabels:
      app.kubernetes.io/component: server
  policyTypes:
    - Egress
  egress:
    - to:
        - podSelector:
            matchLabels:
              app.kubernetes.io/name: postgres
      ports:
        - protocol: TCP
          port: 5432
---
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: db-ingress-from-app
spec:
  podSelector:
    matchLabels:
      app.kubernetes.io/name: postgres
  policyTypes:
    - Ingress
  ingress:
    - from:
        - podSelector:
            matchLabels:
              app.kubernetes.io/component: server
      ports:
        - protocol: TCP
          port: 5432
`,
      },
      {
        path: '40-allow-prometheus.yaml',
        content: `apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: allow-prometheus-scrape
spec:
  podSelector: {}
  policyTypes:
    - Ingress
  ingress:
    - from:
        - namespaceSelector:
            matchLabels:
              kubernetes.io/metadata.name: monitoring
          podSelector:
            matchLabels:
              app.kubernetes.io/name: prometheus
      ports:
        - protocol: TCP
          port: metrics
`,
      },
      {
        path: '50-allow-https-egress.yaml',
        content: `apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: app-egress-https
spec:
  podSelector:
    matchLabels:
      app.kubernetes.io/component: server
  policyTypes:
    - Egress
  egress:
    - to:
        - ipBlock:
            cidr: 0.0.0.0/0
            # Public internet only: not the cluster, not other private networks.
            except:
              - 10.0.0.0/8
              - 172.16.0.0/12
              - 192.168.0.0/16
              - 169.254.0.0/16
      ports:
        - protocol: TCP
          port: 443
`,
      },
    ],
  },
  {
    slug: 'k8s-kustomize-base-overlays',
    name: 'Kustomize Base and Overlays',
    description:
      'One base and two overlays (staging and production) that change replicas, resources, images and config per environment with patches, without copying a single manifest.',
    category: 'kubernetes',
    language: 'YAML',
    tags: ['kustomize', 'overlays', 'environments', 'gitops'],
    price: 29,
    originalPrice: 49,
    published: '2026-04-21',
    readme: `The layout GitOps tools such as Argo CD and Flux expect: a \`base/\` with the manifests every environment shares, and an overlay per environment that only states what differs. Kustomize is built into kubectl, so there is nothing to install.

## What's inside

${fence}text
base/
  kustomization.yaml   deployment.yaml   service.yaml
overlays/
  staging/      kustomization.yaml  (1 replica, staging config, :main image)
  production/   kustomization.yaml  (3 replicas, resources patch, HPA, pinned image)
                resources-patch.yaml  hpa.yaml
${fence}

Each overlay sets its own namespace and name prefix, generates its ConfigMap from literals (the hash suffix makes pods roll when config changes), and pins the image tag.

## Usage

${fence}bash
kubectl kustomize overlays/staging          # see what would be applied
kubectl apply -k overlays/staging
kubectl diff -k overlays/production         # review before a production change
kubectl apply -k overlays/production
${fence}

## Customise

- Bump an image from CI with \`cd overlays/production && kustomize edit set image app=ghcr.io/you/app:1.2.3\`.
- Add an environment by copying \`overlays/staging\` and changing the namespace and values.
- Put settings all environments share in the base and leave only the differences in overlays.

## Notes

Patches here are strategic merge patches matched by kind and name, so they keep working when the name prefix changes. Create the namespaces (\`app-staging\`, \`app-production\`) before the first apply, or add a Namespace manifest to each overlay.
`,
    files: [
      {
        path: 'base/kustomization.yaml',
        content: `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
labels:
  - pairs:
      app.kubernetes.io/name: app
    includeSelectors: true
resources:
  - deployment.yaml
  - service.yaml
`,
      },
      {
        path: 'base/deployment.yaml',
        content: `apiVersion: apps/v1
kind: Deployment
metadata:
  name: app
spec:
  replicas: 1
  selector:
    matchLabels:
      app.kubernetes.io/name: app
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
          envFrom:
            - configMapRef:
                name: app-config
          readinessProbe:
            httpGet:
              path: /readyz
              port: http
          livenessProbe:
            httpGet:
              path: /healthz
              port: http
          resources:
            requests:
              cpu: 50m
              memory: 64Mi
            limits:
              memory: 128Mi
          securityContext:
            allowPrivilegeEscalation: false
            readOnlyRootFilesystem: true
            capabilities:
              drop: ["ALL"]
`,
      },
      {
        path: 'base/service.yaml',
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
      {
        path: 'overlays/staging/kustomization.yaml',
        content: `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
namespace: app-staging
namePrefix: staging-
resources:
  - ../../base
labels:
  - pairs:
      environment: staging
configMapGenerator:
  - name: app-config
    literals:
      - LOG_LEVEL=debug
      - FEATURE_FLAGS=new-checkout,beta-search
images:
  - name: app
    newName: ghcr.io/example/app
    newTag: main
`,
      },
      {
        path: 'overlays/production/kustomization.yaml',
        content: `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
namespace: app-production
namePrefix: prod-
resources:
  - ../../base
  - hpa.yaml
labels:
  - pairs:
      environment: production
patches:
  - path: resources-patch.yaml
configMapGenerator:
  - name: app-config
    literals:
      - LOG_LEVEL=info
      - FEATURE_FLAGS=
images:
  - name: app
    newName: ghcr.io/example/app
    newTag: "1.8.3"
`,
      },
      {
        path: 'overlays/production/resources-patch.yaml',
        content: `apiVersion: apps/v1
kind: Deployment
metadata:
  name: app
spec:
  replicas: 3
  template:
    spec:
      containers:
        - name: app
          resources:
            requests:
              cpu: 250m
              memory: 256Mi
            limits:
              memory: 512Mi
`,
      },
      {
        path: 'overlays/production/hpa.yaml',
        content: `apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: app
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: app
  minReplicas: 3
  maxReplicas: 10
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: 70
`,
      },
    ],
  },
  {
    slug: 'k8s-namespace-tenant',
    name: 'Team Namespace with Quotas and RBAC',
    description:
      "Onboard a team onto a shared cluster: a namespace with Pod Security labels, a ResourceQuota, default requests and limits from a LimitRange, and RBAC that lets the team's group manage its own workloads only.",
    category: 'kubernetes',
    language: 'YAML',
    tags: ['multi-tenancy', 'rbac', 'resource-quota', 'pod-security'],
    published: '2026-08-19',
    readme: `Everything a platform team applies when a new team gets a slice of a shared cluster. The namespace enforces the \`restricted\` Pod Security Standard, the quota caps what the team can consume, the LimitRange fills in requests and limits for containers that forget them (so the quota does not reject them), and the RoleBinding gives the team's identity-provider group edit rights in its namespace and nowhere else.

## What's inside

- \`namespace.yaml\`: the namespace with \`pod-security.kubernetes.io\` labels.
- \`resourcequota.yaml\`: CPU, memory, storage, pod, Service and LoadBalancer counts.
- \`limitrange.yaml\`: per-container defaults and maximums.
- \`rbac.yaml\`: a RoleBinding of the built-in \`edit\` ClusterRole to the team's group, plus a Role that lets the team read the quota and limits that apply to it.
- \`ci-serviceaccount.yaml\`: an identity for the team's deploy pipeline, bound to the same rights.

## Usage

Replace \`team-payments\` everywhere with the team's name and \`payments-engineers\` with its group as your OIDC provider reports it:

${fence}bash
grep -rl team-payments . | xargs sed -i 's/team-payments/team-search/g'
kubectl apply -f namespace.yaml
kubectl apply -f resourcequota.yaml -f limitrange.yaml -f rbac.yaml -f ci-serviceaccount.yaml
kubectl auth can-i create deployments -n team-search --as=jane --as-group=payments-engineers
${fence}

## Customise

Size the quota from the team's real needs; \`kubectl describe resourcequota -n NAME\` shows use against it.

## Notes

The built-in \`edit\` role can read Secrets in the namespace, which is what teams deploying their own apps need. If a team should not, bind \`view\` instead and give deploys to the CI ServiceAccount only.
`,
    files: [
      {
        path: 'namespace.yaml',
        content: `apiVersion: v1
kind: Namespace
metadata:
  name: team-payments
  labels:
    team: payments
    pod-security.kubernetes.io/enforce: restricted
    pod-security.kubernetes.io/enforce-version: latest
    pod-security.kubernetes.io/warn: restricted
`,
      },
      {
        path: 'resourcequota.yaml',
        content: `apiVersion: v1
kind: ResourceQuota
metadata:
  name: team-quota
  namespace: team-payments
spec:
  hard:
    requests.cpu: "8"
    requests.memory: 16Gi
    limits.memory: 32Gi
    requests.storage: 200Gi
    persistentvolumeclaims: "10"
    pods: "60"
    services: "20"
    services.loadbalancers: "0"
    services.nodeports: "0"
`,
      },
      {
        path: 'limitrange.yaml',
        content: `apiVersion: v1
kind: LimitRange
metadata:
  name: container-defaults
  namespace: team-payments
spec:
  limits:
    - type: Container
      defaultRequest:
        cpu: 50m
        memory: 64Mi
      default:
        memory: 256Mi
      max:
        cpu: "4"
        memory: 8Gi
`,
      },
      {
        path: 'rbac.yaml',
        content: `# The team's group (from your identity provider) may manage workloads in its namespace only.
apiVersion: rbac.authorization.k8s.io/v1
kind: RoleBinding
metadata:
  name: team-edit
  namespace: team-payments
subjects:
  - kind: Group
    name: payments-engineers
    apiGroup: rbac.authorization.k8s.io
roleRef:
  kind: ClusterRole
  name: edit
  apiGroup: rbac.authorization.k8s.io
---
# Lets the team read the quota and limits that apply to it (edit does not include them).
apiVersion: rbac.authorization.k8s.io/v1
kind: Role
metadata:
  name: quota-viewer
  namespace: team-payments
rules:
  - apiGroups: [""]
    resources: ["resourcequotas", "limitranges"]
    verbs: ["get", "list", "watch"]
---
apiVersion: rbac.authorization.k8s.io/v1
kind: RoleBinding
metadata:
  name: team-quota-viewer
  namespace: team-payments
subjects:
  - kind: Group
    name: payments-engineers
    apiGroup: rbac.authorization.k8s.io
roleRef:
  kind: Role
  name: quota-viewer
  apiGroup: rbac.authorization.k8s.io
`,
      },
      {
        path: 'ci-serviceaccount.yaml',
        content: `apiVersion: v1
kind: ServiceAccount
metadata:
  name: deployer
  namespace: team-payments
---
apiVersion: rbac.authorization.k8s.io/v1
kind: RoleBinding
metadata:
  name: deployer-edit
  namespace: team-payments
subjects:
  - kind: ServiceAccount
    name: deployer
    namespace: team-payments
roleRef:
  kind: ClusterRole
  name: edit
  apiGroup: rbac.authorization.k8s.io
`,
      },
    ],
  },
]
