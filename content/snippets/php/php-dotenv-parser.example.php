<?php
$env = <<<'ENV'
# Application settings
APP_NAME=Snipstack Demo
export APP_ENV=production
APP_DEBUG=false   # inline comment is stripped

DB_HOST="db.internal"
DB_URL="postgres://${DB_USER:-app}@${DB_HOST}/main"
GREETING="Hello\tworld\n"
LITERAL='${NOT_EXPANDED} # kept'
EMPTY=
HOME_DIR=${HOME}/data
ENV;

foreach (parseDotenv($env, ['HOME' => '/home/deploy']) as $key => $value) {
    printf("%-9s = %s\n", $key, json_encode($value, JSON_UNESCAPED_SLASHES));
}

try {
    parseDotenv("VALID=1\nthis line is wrong\n");
} catch (UnexpectedValueException $e) {
    echo $e->getMessage(), "\n";
}
