set -euo pipefail

load_config() {
  env_required DATABASE_URL
  env_default PORT 8080
  env_default LOG_LEVEL info
  env_default DEBUG no
  env_int PORT 1 65535
  env_int WORKERS 1 64
  env_bool DEBUG
  env_one_of LOG_LEVEL debug info warn error
  env_check
}

echo "== good environment"
DATABASE_URL=postgres://db/app WORKERS=08 DEBUG=Yes
load_config
echo "PORT=$PORT WORKERS=$WORKERS DEBUG=$DEBUG LOG_LEVEL=$LOG_LEVEL"

echo "== bad environment"
unset DATABASE_URL
PORT=99999 WORKERS=many DEBUG=maybe LOG_LEVEL=verbose
if ! load_config 2>&1; then
  echo "refusing to start"
fi
