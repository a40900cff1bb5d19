set -euo pipefail

text="The quick brown fox jumps over the lazy dog while the cat watches from the windowsill."
printf '%s\n' "$text" | word_wrap 24
echo "----"

# Two paragraphs, an over-long word and no final newline.
printf 'Short line.\n\nSee https://example.com/a/very/long/path for details' | word_wrap 16 '  '
echo "----"

# Runs of spaces collapse to one because lines are rebuilt word by word.
echo "one    two   three" | word_wrap 80
