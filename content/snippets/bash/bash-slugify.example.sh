set -euo pipefail

slugify "Hello, World!"
slugify "  10 Tips & Tricks for Bash -- 2024 Edition  "
slugify "Crème brûlée recipe"
slugify "A very long title that should be shortened nicely" 20
echo "empty result: [$(slugify '***')]"
