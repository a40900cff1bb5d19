import { fence } from './markdown'
import type { TemplateSeed } from './types'

/**
 * The main nginx.conf most templates below share: Debian's layout (run as www-data, includes
 * relative to /etc/nginx), sensible worker and logging defaults, and conf.d/*.conf for sites.
 */
const mainConf = (extraHttp: string) => `user www-data;
worker_processes auto;
pid /run/nginx.pid;
error_log /var/log/nginx/error.log warn;

events {
    worker_connections 4096;
}

http {
    include mime.types;
    default_type application/octet-stream;

    log_format main '$remote_addr - $remote_user [$time_local] "$request" '
                    '$status $body_bytes_sent "$http_referer" "$http_user_agent" '
                    'rt=$request_time urt=$upstream_response_time';
    access_log /var/log/nginx/access.log main;

    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65s;
    server_tokens off;
    client_max_body_size 10m;
${extraHttp}
    include conf.d/*.conf;
}
`

/** NGINX configurations written for Snipstack; every one passes `nginx -t`. */
export const nginxTemplates: TemplateSeed[] = [
  {
    slug: 'nginx-reverse-proxy-node',
    name: 'NGINX Reverse Proxy for a Node.js App',
    description:
      'Puts NGINX with HTTPS in front of an app on localhost:3000: upstream keepalive, WebSocket upgrades, correct forwarded headers and timeouts. Works for Node, Bun, Deno or anything else that speaks HTTP.',
    category: 'nginx',
    language: 'NGINX',
    tags: ['reverse-proxy', 'websocket', 'nodejs', 'https'],
    published: '2025-01-09',
    readme: `The classic single-server setup: your app listens on \`127.0.0.1:3000\` and NGINX faces the internet, terminating TLS, redirecting HTTP to HTTPS, passing the client's real address and protocol to the app, and upgrading WebSocket connections. Upstream keepalive saves a TCP handshake per request between NGINX and the app.

## What's inside

- \`nginx.conf\`: the main config (Debian/Ubuntu layout).
- \`conf.d/app.conf\`: the upstream, the port 80 server (ACME challenges and the redirect) and the TLS server.
- \`snippets/proxy-headers.conf\`: the \`proxy_set_header\` lines, shared by every proxied location.

## Usage

${fence}bash
sudo cp nginx.conf /etc/nginx/nginx.conf
sudo cp conf.d/app.conf /etc/nginx/conf.d/
sudo cp snippets/proxy-headers.conf /etc/nginx/snippets/
sudo sed -i 's/app.example.com/your.domain/g' /etc/nginx/conf.d/app.conf
sudo certbot certonly --webroot -w /var/www/letsencrypt -d your.domain
sudo nginx -t && sudo systemctl reload nginx
${fence}

## Customise

- Change the \`server\` line in the \`upstream\` block if the app listens elsewhere; add more lines to balance across several processes.
- Raise \`proxy_read_timeout\` for long requests (reports, exports); WebSocket connections get an hour already.
- In the app, trust the proxy so it reads \`X-Forwarded-Proto\` and \`X-Forwarded-For\` (Express: \`app.set('trust proxy', 'loopback')\`).

## Notes

Until the first certificate exists, NGINX will not start with the TLS server in place: obtain it with the port 80 server alone first, or use \`certbot --nginx\`. On NGINX 1.25.1 and later you may replace \`listen 443 ssl http2\` with \`listen 443 ssl\` plus \`http2 on\`.
`,
    files: [
      { path: 'nginx.conf', content: mainConf('') },
      {
        path: 'conf.d/app.conf',
        content: `upstream app {
    server 127.0.0.1:3000;
    # Idle connections kept open to the app, per worker.
    keepalive 32;
}

# Sets the Connection header for WebSocket upgrades, and keeps upstream keepalive for the rest.
map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
}

server {
    listen 80;
    listen [::]:80;
    server_name app.example.com;

    location /.well-known/acme-challenge/ {
        root /var/www/letsencrypt;
    }

    location / {
        return 301 https://$host$request_uri;
    }
}

server {
    listen 443 ssl http2;
    listen [::]:443 ssl http2;
    server_name app.example.com;

    ssl_certificate /etc/letsencrypt/live/app.example.com/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/app.example.com/privkey.pem;
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_session_cache shared:SSL:10m;
    ssl_session_timeout 1d;

    location / {
        proxy_pass http://app;
        include snippets/proxy-headers.conf;
        proxy_connect_timeout 5s;
        proxy_send_timeout 60s;
        proxy_read_timeout 60s;
    }

    location /socket {
        proxy_pass http://app;
        include snippets/proxy-headers.conf;
        proxy_read_timeout 1h;
        proxy_send_timeout 1h;
    }
}
`,
      },
      {
        path: 'snippets/proxy-headers.conf',
        content: `# HTTP/1.1 is needed for keepalive and for WebSocket upgrades.
proxy_http_version 1.1;
proxy_set_header Host $host;
proxy_set_header X-Real-IP $remote_addr;
proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
proxy_set_header X-Forwarded-Proto $scheme;
proxy_set_header X-Forwarded-Host $host;
proxy_set_header Upgrade $http_upgrade;
proxy_set_header Connection $connection_upgrade;
`,
      },
    ],
  },
  {
    slug: 'nginx-spa-long-term-caching',
    name: 'NGINX for SPAs with Long-term Caching',
    description:
      'Serves a React, Vue or Svelte build: content-hashed assets cached for a year as immutable, index.html never cached, client-side routes falling back to the app shell, and precompressed gzip files when present.',
    category: 'nginx',
    language: 'NGINX',
    tags: ['spa', 'caching', 'static-site', 'gzip'],
    published: '2025-05-06',
    readme: `Bundlers put a content hash in every asset file name (\`index-4f3a9c.js\`), so those files can be cached forever: a new build produces new names. \`index.html\` is the opposite: it must be revalidated on every visit so users pick up new builds. This config encodes exactly that, plus the history-API fallback single-page apps need.

## What's inside

- \`nginx.conf\`: the main config, with gzip settings.
- \`conf.d/spa.conf\`: the site, with caching rules for \`/assets/\`, fonts and images, \`index.html\`, a 404 for missing assets (rather than the app shell), and security headers.

## Usage

${fence}bash
npm run build
sudo rsync -a --delete dist/ /var/www/spa/
sudo cp nginx.conf /etc/nginx/nginx.conf && sudo cp conf.d/spa.conf /etc/nginx/conf.d/
sudo nginx -t && sudo systemctl reload nginx
curl -sI http://localhost/assets/index-4f3a9c.js | grep -i cache-control
${fence}

## Customise

- \`root\`: where the build is deployed.
- The \`/assets/\` prefix matches Vite; Create React App uses \`/static/\`, Angular puts hashed files at the root (match \`~* \\.[0-9a-f]{16,}\\.\` instead).
- \`gzip_static on\` serves \`.gz\` files your build may produce (vite-plugin-compression) without compressing on every request.

## Notes

Deploy with \`--delete\` only after the new \`index.html\` is in place, or keep old assets for a while: users with the previous \`index.html\` open still request the previous hashes.
`,
    files: [
      {
        path: 'nginx.conf',
        content: mainConf(`
    gzip on;
    gzip_comp_level 5;
    gzip_min_length 1024;
    gzip_vary on;
    gzip_types text/css application/javascript application/json image/svg+xml text/plain application/manifest+json;
`),
      },
      {
        path: 'conf.d/spa.conf',
        content: `server {
    listen 80;
    listen [::]:80;
    server_name spa.example.com;
    root /var/www/spa;
    index index.html;

    # Security headers for every response. add_header inside a location drops these, so the
    # locations below set caching with "expires" instead, which does not.
    add_header X-Content-Type-Options nosniff always;
    add_header X-Frame-Options DENY always;
    add_header Referrer-Policy strict-origin-when-cross-origin always;

    # Content-hashed build output: safe to cache for a year.
    location /assets/ {
        gzip_static on;
        expires max;
        access_log off;
        try_files $uri =404;
    }

    # Fonts and images referenced without a hash still get a week.
    location ~* \\.(?:woff2?|ttf|png|jpe?g|gif|webp|avif|ico|svg)$ {
        expires 7d;
        access_log off;
        try_files $uri =404;
    }

    # The app shell: always revalidate, so a deploy is seen on the next visit.
    location = /index.html {
        expires -1;
    }

    # Client-side routes (/settings, /users/42) all get the app shell.
    location / {
        expires -1;
        try_files $uri $uri/ /index.html;
    }
}
`,
      },
    ],
  },
  {
    slug: 'nginx-tls-hardening',
    name: 'NGINX TLS Hardening',
    description:
      "Modern TLS for NGINX in reusable snippets: TLS 1.2 and 1.3 only with forward-secret ciphers, OCSP stapling, HSTS and security headers. Scores A+ on common TLS scanners with a Let's Encrypt certificate.",
    category: 'nginx',
    language: 'NGINX',
    tags: ['tls', 'https', 'hsts', 'security-headers', 'ocsp'],
    price: 19,
    originalPrice: 29,
    published: '2025-09-23',
    readme: `TLS settings change as browsers and attacks evolve; keeping them in one snippet means every site on the server gets the same, current configuration and you update one file. These follow the widely used "intermediate" profile: TLS 1.2 and 1.3, ECDHE key exchange with AEAD ciphers only, no session tickets, and OCSP stapling.

## What's inside

- \`nginx.conf\`: the main config, with the shared session cache and resolver for OCSP.
- \`snippets/tls-params.conf\`: protocols, ciphers, curves, session settings, stapling.
- \`snippets/security-headers.conf\`: HSTS, CSP, framing, MIME sniffing, referrer and permissions policies.
- \`snippets/acme-challenge.conf\`: the Let's Encrypt HTTP-01 location.
- \`conf.d/example.com.conf\`: a site that uses them, with the redirect from HTTP and from \`www\`.

## Usage

${fence}bash
sudo cp nginx.conf /etc/nginx/nginx.conf     # or add its resolver lines to yours
sudo cp -r snippets/* /etc/nginx/snippets/
sudo cp conf.d/example.com.conf /etc/nginx/conf.d/your.domain.conf
sudo sed -i 's/example\\.com/your.domain/g' /etc/nginx/conf.d/your.domain.conf
sudo nginx -t && sudo systemctl reload nginx
# then check it
curl -sI https://your.domain | grep -i strict-transport
${fence}

## Customise

- \`Strict-Transport-Security\`: start with a short \`max-age\` while testing; only add \`preload\` when every subdomain serves HTTPS.
- \`Content-Security-Policy\`: the default allows same-origin resources only; list your CDNs and analytics hosts.
- Drop TLS 1.2 (\`ssl_protocols TLSv1.3\`) if you only serve modern clients.

## Notes

Headers set with \`add_header\` in a \`location\` replace the server's; that is why the snippet is included in each location that adds its own headers. OCSP stapling needs the \`resolver\` and the chain file in \`ssl_trusted_certificate\`.
`,
    files: [
      {
        path: 'nginx.conf',
        content: mainConf(`
    # Used for OCSP stapling lookups.
    resolver 1.1.1.1 9.9.9.9 valid=300s;
    resolver_timeout 5s;
`),
      },
      {
        path: 'snippets/tls-params.conf',
        content: `ssl_protocols TLSv1.2 TLSv1.3;
ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;
# With only strong ciphers offered, let the client pick the fastest for its hardware.
ssl_prefer_server_ciphers off;
ssl_ecdh_curve X25519:prime256v1:secp384r1;

ssl_session_cache shared:TLS:10m;
ssl_session_timeout 1d;
# Tickets weaken forward secrecy unless their keys rotate, which NGINX does not do on its own.
ssl_session_tickets off;

ssl_stapling on;
ssl_stapling_verify on;
`,
      },
      {
        path: 'snippets/security-headers.conf',
        content: `add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;
add_header Content-Security-Policy "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'" always;
add_header X-Content-Type-Options nosniff always;
add_header X-Frame-Options DENY always;
add_header Referrer-Policy strict-origin-when-cross-origin always;
add_header Permissions-Policy "camera=(), microphone=(), geolocation=(), payment=()" always;
`,
      },
      {
        path: 'snippets/acme-challenge.conf',
        content: `location ^~ /.well-known/acme-challenge/ {
    root /var/www/letsencrypt;
    default_type text/plain;
}
`,
      },
      {
        path: 'conf.d/example.com.conf',
        content: `# HTTP: answer ACME challenges, redirect everything else to the canonical HTTPS host.
server {
    listen 80;
    listen [::]:80;
    server_name example.com www.example.com;
    include snippets/acme-challenge.conf;

    location / {
        return 301 https://example.com$request_uri;
    }
}

# HTTPS on www: redirect to the apex, with the same certificate (it lists both names).
server {
    listen 443 ssl http2;
    listen [::]:443 ssl http2;
    server_name www.example.com;
    ssl_certificate /etc/letsencrypt/live/example.com/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/example.com/privkey.pem;
    ssl_trusted_certificate /etc/letsencrypt/live/example.com/chain.pem;
    include snippets/tls-params.conf;
    return 301 https://example.com$request_uri;
}

server {
    listen 443 ssl http2;
    listen [::]:443 ssl http2;
    server_name example.com;
    root /var/www/example.com;

    ssl_certificate /etc/letsencrypt/live/example.com/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/example.com/privkey.pem;
    ssl_trusted_certificate /etc/letsencrypt/live/example.com/chain.pem;
    include snippets/tls-params.conf;
    include snippets/security-headers.conf;

    location / {
        try_files $uri $uri/ =404;
    }

    location /static/ {
        # This add_header would hide the server's headers, so they are included again.
        include snippets/security-headers.conf;
        add_header Cache-Control "public, max-age=86400" always;
    }
}
`,
      },
    ],
  },
  {
    slug: 'nginx-rate-limiting',
    name: 'NGINX Rate Limiting for APIs',
    description:
      'Protects an API with per-client request and connection limits: a strict zone for login, a generous one for the rest, bursts without delay, 429 responses in JSON and an allowlist for your own networks.',
    category: 'nginx',
    language: 'NGINX',
    tags: ['rate-limiting', 'api', 'security', 'ddos'],
    published: '2025-11-25',
    readme: `NGINX's leaky-bucket rate limiting stops brute-force logins, scrapers and runaway clients before they reach your app. This config keys limits by client address, exempts trusted networks, answers over-limit requests with \`429 Too Many Requests\` and a JSON body, and uses \`burst\` with \`nodelay\` so normal bursty browser traffic is not slowed down.

## What's inside

- \`nginx.conf\`: the zones (\`limit_req_zone\`, \`limit_conn_zone\`), the allowlist (\`geo\` and \`map\`), and the status codes.
- \`conf.d/api.conf\`: an API server with a strict limit on \`/auth/\`, a general limit on \`/api/\`, a connection cap, and the JSON 429 page.

## Usage

${fence}bash
sudo cp nginx.conf /etc/nginx/nginx.conf && sudo cp conf.d/api.conf /etc/nginx/conf.d/
sudo nginx -t && sudo systemctl reload nginx
# watch it work: the first 10 pass, then 429s
for i in $(seq 1 30); do curl -s -o /dev/null -w '%{http_code} ' -X POST http://localhost/auth/login; done
${fence}

## Customise

- Rates: \`rate=5r/m\` for logins and \`rate=20r/s\` for the API; \`burst\` is how many requests above the rate are accepted at once.
- Add your office, VPN and monitoring ranges to the \`geo\` block.
- Behind a load balancer or CDN, set \`real_ip_header\` and \`set_real_ip_from\` first, or every client shares the balancer's address.

## Notes

Limits are per NGINX server, in shared memory: with several NGINX instances each one counts separately. \`limit_req_dry_run on\` logs what would be limited without rejecting anything, a good first step in production.
`,
    files: [
      {
        path: 'nginx.conf',
        content: mainConf(`
    # Clients in these networks are never limited: the key becomes empty, and empty keys are not counted.
    geo $limit_exempt {
        default 0;
        127.0.0.1/32 1;
        10.0.0.0/8 1;
        192.168.0.0/16 1;
    }
    map $limit_exempt $limit_key {
        0 $binary_remote_addr;
        1 "";
    }

    # 10 MB of state holds about 160,000 addresses.
    limit_req_zone $limit_key zone=auth:10m rate=5r/m;
    limit_req_zone $limit_key zone=api:10m rate=20r/s;
    limit_conn_zone $limit_key zone=perip:10m;

    limit_req_status 429;
    limit_conn_status 429;
    limit_req_log_level warn;
`),
      },
      {
        path: 'conf.d/api.conf',
        content: `upstream api_backend {
    server 127.0.0.1:8080;
    keepalive 16;
}

server {
    listen 80;
    server_name api.example.com;

    # At most 20 open connections per client.
    limit_conn perip 20;

    location /auth/ {
        # Five a minute, with 10 allowed at once; beyond that, 429.
        limit_req zone=auth burst=10 nodelay;
        proxy_pass http://api_backend;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }

    location /api/ {
        limit_req zone=api burst=40 nodelay;
        proxy_pass http://api_backend;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }

    error_page 429 = @too_many_requests;
    location @too_many_requests {
        default_type application/json;
        add_header Retry-After 60 always;
        return 429 '{"error":"too_many_requests","message":"Slow down and retry in a minute."}';
    }
}
`,
      },
    ],
  },
  {
    slug: 'nginx-load-balancer',
    name: 'NGINX Load Balancer with Failover',
    description:
      'Balances HTTP traffic across several app servers with least connections, passive health checks, automatic retry on another server, a backup server and optional sticky sessions.',
    category: 'nginx',
    language: 'NGINX',
    tags: ['load-balancing', 'high-availability', 'upstream', 'failover'],
    published: '2026-01-06',
    readme: `Open-source NGINX balances load well once the upstream is tuned: pick \`least_conn\` for requests of uneven cost, let \`max_fails\` and \`fail_timeout\` take a failing server out of rotation, retry idempotent requests on the next server, and keep connections to the backends alive.

## What's inside

- \`nginx.conf\`: the main config.
- \`conf.d/upstreams.conf\`: two upstreams: \`app\` with least connections, weights and a backup; \`app_sticky\` that pins a client to a server by a cookie.
- \`conf.d/lb.conf\`: the server: retries, timeouts, an \`X-Upstream\` header showing which backend answered, and a local status page.

## Usage

${fence}bash
sudo cp nginx.conf /etc/nginx/ && sudo cp conf.d/*.conf /etc/nginx/conf.d/
# set your backends' addresses in upstreams.conf, then
sudo nginx -t && sudo systemctl reload nginx
for i in $(seq 1 6); do curl -s -o /dev/null -D - http://localhost/ | grep -i x-upstream; done
${fence}

## Customise

- Route to \`app_sticky\` instead of \`app\` for apps that keep sessions in memory (better: move sessions to Redis).
- \`proxy_next_upstream\` retries GET and HEAD on errors and timeouts; \`non_idempotent\` would retry POSTs too, which can apply them twice.
- Take a server out for maintenance with \`down\` and a reload; no connection is dropped.

## Notes

These are passive checks: a server is marked failed only after real requests fail. Active health checks (\`health_check\`) are an NGINX Plus feature; with open-source NGINX, pair this with your monitoring.
`,
    files: [
      { path: 'nginx.conf', content: mainConf('') },
      {
        path: 'conf.d/upstreams.conf',
        content: `upstream app {
    least_conn;
    # A server that fails 3 times within 30 s is skipped for the next 30 s.
    server 10.0.1.11:8080 max_fails=3 fail_timeout=30s;
    server 10.0.1.12:8080 max_fails=3 fail_timeout=30s;
    server 10.0.1.13:8080 max_fails=3 fail_timeout=30s weight=2;
    # Only used when all the others are down.
    server 10.0.2.10:8080 backup;
    keepalive 64;
    keepalive_timeout 60s;
}

upstream app_sticky {
    # The same session cookie always reaches the same server (consistent hashing limits reshuffles).
    hash $cookie_session_id consistent;
    server 10.0.1.11:8080 max_fails=3 fail_timeout=30s;
    server 10.0.1.12:8080 max_fails=3 fail_timeout=30s;
    server 10.0.1.13:8080 max_fails=3 fail_timeout=30s;
    keepalive 32;
}
`,
      },
      {
        path: 'conf.d/lb.conf',
        content: `server {
    listen 80 default_server;
    listen [::]:80 default_server;
    server_name _;

    location / {
        proxy_pass http://app;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Real-IP $remote_addr;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;

        proxy_connect_timeout 2s;
        proxy_read_timeout 30s;
        proxy_next_upstream error timeout http_502 http_503 http_504;
        proxy_next_upstream_tries 2;
        proxy_next_upstream_timeout 10s;

        add_header X-Upstream $upstream_addr always;
    }

    # Connection counts for monitoring, from this machine only.
    location = /nginx_status {
        stub_status;
        allow 127.0.0.1;
        deny all;
        access_log off;
    }
}
`,
      },
    ],
  },
  {
    slug: 'nginx-api-microcaching',
    name: 'NGINX Microcaching for APIs',
    description:
      'Caches public API and page responses for one second, which absorbs traffic spikes, while logged-in requests always go to the app. Stale responses are served during updates and outages.',
    category: 'nginx',
    language: 'NGINX',
    tags: ['caching', 'performance', 'proxy-cache', 'api'],
    price: 29,
    originalPrice: 39,
    published: '2026-03-30',
    readme: `Microcaching stores responses for a very short time, one second here. For a page that gets 500 requests a second, the app now renders it once a second instead of 500 times, and readers see content at most a second old. Together with \`proxy_cache_lock\` (one request refreshes an entry while the others wait) and \`proxy_cache_use_stale\` (serve the old copy while refreshing or when the app is down), it smooths spikes dramatically.

## What's inside

- \`nginx.conf\`: the cache zone (\`proxy_cache_path\`) and the maps that decide what may be cached.
- \`conf.d/microcache.conf\`: the server: cache key, validity, bypass rules, locking, stale serving, an \`X-Cache-Status\` header, and a never-cached \`/api/account/\` location.

## Usage

${fence}bash
sudo mkdir -p /var/cache/nginx/micro && sudo chown www-data: /var/cache/nginx/micro
sudo cp nginx.conf /etc/nginx/ && sudo cp conf.d/microcache.conf /etc/nginx/conf.d/
sudo nginx -t && sudo systemctl reload nginx
curl -s -o /dev/null -D - http://localhost/api/products | grep -i x-cache-status   # MISS, then HIT
${fence}

## Customise

- \`$skip_cache\` decides what is never cached: requests with a session cookie or an \`Authorization\` header, and anything but GET and HEAD. Add your own cookies.
- Raise \`proxy_cache_valid\` to a few seconds for content that tolerates it.

## Notes

Only cache responses that are the same for every anonymous user. The app's own \`Cache-Control: private\` or \`no-store\` is respected unless you ignore it explicitly; this config does not.
`,
    files: [
      {
        path: 'nginx.conf',
        content: mainConf(`
    # 100 MB of keys (about 800,000 entries), at most 1 GB on disk, dropped after 10 minutes unused.
    proxy_cache_path /var/cache/nginx/micro levels=1:2 keys_zone=micro:100m max_size=1g inactive=10m use_temp_path=off;

    # Never cache for logged-in users or for requests that change things.
    map $http_cookie $has_session {
        default 0;
        ~*session_id= 1;
    }
    map "$request_method:$has_session:$http_authorization" $skip_cache {
        default 1;
        "~^(GET|HEAD):0:$" 0;
    }
`),
      },
      {
        path: 'conf.d/microcache.conf',
        content: `upstream app {
    server 127.0.0.1:8000;
    keepalive 32;
}

server {
    listen 80;
    server_name www.example.com;

    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;

    location / {
        proxy_pass http://app;
        proxy_cache micro;
        proxy_cache_key "$scheme$host$request_uri";
        proxy_cache_valid 200 301 1s;
        proxy_cache_valid 404 10s;
        proxy_cache_bypass $skip_cache;
        proxy_no_cache $skip_cache;
        # One request refreshes an expired entry; the rest get the stale copy meanwhile.
        proxy_cache_lock on;
        proxy_cache_lock_timeout 5s;
        proxy_cache_background_update on;
        proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;
        add_header X-Cache-Status $upstream_cache_status always;
    }

    # Per-user data: never cached.
    location /api/account/ {
        proxy_pass http://app;
    }
}
`,
      },
    ],
  },
  {
    slug: 'nginx-redirects-canonical-host',
    name: 'NGINX Canonical Host and Redirect Map',
    description:
      'Enforces one canonical origin (HTTPS, no www, no trailing slash) and serves hundreds of legacy URL redirects from a map file, in one hop and without if blocks.',
    category: 'nginx',
    language: 'NGINX',
    tags: ['redirects', 'seo', 'canonical-url', 'migration'],
    published: '2026-10-12',
    readme: `Site migrations leave behind old URLs that search engines and bookmarks still use. Rather than a \`rewrite\` per URL, this config keeps them in a \`map\` file that NGINX loads into a hash table: thousands of entries cost nothing per request. The same \`map\` mechanism strips trailing slashes and sends every variant of the host to one canonical origin, so each old URL redirects in a single hop.

## What's inside

- \`nginx.conf\`: the main config, with \`map_hash_bucket_size\` raised for long URLs.
- \`conf.d/site.conf\`: the maps and the servers: \`http\` and \`www\` redirect to \`https://example.com\`; the canonical server applies the legacy map, then the trailing-slash rule.
- \`redirects/legacy.conf\`: the redirect list, one \`old new;\` pair a line, exact paths and regular expressions.

## Usage

${fence}bash
sudo cp nginx.conf /etc/nginx/ && sudo cp conf.d/site.conf /etc/nginx/conf.d/
sudo mkdir -p /etc/nginx/redirects && sudo cp redirects/legacy.conf /etc/nginx/redirects/
sudo nginx -t && sudo systemctl reload nginx
curl -sI https://example.com/old-blog/hello-world | grep -i location
${fence}

## Customise

Generate \`redirects/legacy.conf\` from a spreadsheet export: each line is the old path, whitespace, the new path or URL, and a semicolon. Regular expressions start with \`~\` and may use captures (\`$1\`) in the target.

## Notes

Exact entries are matched before regular expressions, whatever their order. Test the list after every change with \`nginx -t\`: a duplicate key is an error.
`,
    files: [
      {
        path: 'nginx.conf',
        content: mainConf(`
    # Long legacy URLs need bigger buckets in the map hash.
    map_hash_bucket_size 256;
    map_hash_max_size 8192;
`),
      },
      {
        path: 'conf.d/site.conf',
        content: `# Legacy paths to new locations (empty when there is no redirect for the path).
map $uri $legacy_redirect {
    default "";
    include redirects/legacy.conf;
}

# /docs/ becomes /docs; the root stays /.
map $uri $without_trailing_slash {
    default "";
    "~^(?<trimmed>/.+)/$" $trimmed;
}

server {
    listen 80 default_server;
    listen [::]:80 default_server;
    server_name example.com www.example.com;
    return 301 https://example.com$request_uri;
}

server {
    listen 443 ssl http2;
    listen [::]:443 ssl http2;
    server_name www.example.com;
    ssl_certificate /etc/letsencrypt/live/example.com/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/example.com/privkey.pem;
    return 301 https://example.com$request_uri;
}

server {
    listen 443 ssl http2;
    listen [::]:443 ssl http2;
    server_name example.com;
    root /var/www/example.com;
    ssl_certificate /etc/letsencrypt/live/example.com/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/example.com/privkey.pem;

    # Legacy URLs first, so they redirect in one hop even with a trailing slash.
    if ($legacy_redirect) {
        return 301 $legacy_redirect;
    }
    if ($without_trailing_slash) {
        return 301 $without_trailing_slash$is_args$args;
    }

    location / {
        try_files $uri $uri.html $uri/index.html =404;
    }
}
`,
      },
      {
        path: 'redirects/legacy.conf',
        content: `# Exact paths.
/about-us /about;
/contact-us.html /contact;
/pricing.php /pricing;
/blog /articles;

# Regular expressions, with captures.
~^/old-blog/(?<slug>[a-z0-9-]+)/?$ /articles/$slug;
~^/products/(?<id>[0-9]+)\\.html$ /shop/items/$id;
~^/docs/v1/(?<rest>.*)$ https://legacy-docs.example.com/$rest;
`,
      },
    ],
  },
]
