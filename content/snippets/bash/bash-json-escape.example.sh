set -euo pipefail

json_string 'plain text'
json_string 'She said "hi" \ bye'
json_string $'two\nlines\tand a tab'
json_string $'bell:\a escape:\e'
json_string 'café ✓'

json_object name="Ada Lovelace" age=36 admin=true manager=null ratio=0.75 \
  zip@=90210 version=1.2.3 'tags:=["math","poetry"]' "note=line1
line2"
