set -euo pipefail

ask() {
  # Prompts go to stderr; fold them into stdout so the example shows them.
  if confirm "$@" 2>&1; then echo " -> yes"; else echo " -> no"; fi
}

ask "Deploy to production?" <<<"yes"
ask "Delete cache?" y <<<""
ask "Overwrite file?" <<<""
ask "Proceed?" <<<$'maybe\nN'
ask "Run migrations?" y </dev/null
ASSUME_YES=1 ask "Restart service?"
