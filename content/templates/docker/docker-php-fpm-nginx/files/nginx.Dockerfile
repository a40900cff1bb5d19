# syntax=docker/dockerfile:1
# The NGINX image: serves public/ from disk and hands everything else to the front controller in
# the php container. Runs as uid 101 on port 8080, from the unprivileged NGINX build.
FROM nginxinc/nginx-unprivileged:1.30-alpine
COPY nginx/nginx.conf /etc/nginx/nginx.conf
COPY nginx/snippets/fastcgi-php.conf /etc/nginx/snippets/fastcgi-php.conf
COPY nginx/conf.d/default.conf /etc/nginx/conf.d/default.conf
# Only public/ is needed here: images, CSS, JavaScript and built assets. PHP files are never read
# by NGINX, only named to FPM, which runs them from its own copy of the code.
COPY public /var/www/html/public
USER nginx
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/nginx-health"]
