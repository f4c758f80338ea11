#!/bin/sh
# Runs the real serializers (PHP, Go, Python, Java Jackson and Gson) over samples.json once and
# writes src/core/diagnosis/json/dialect-fixtures.json, which the dialect tests compare against.
# Needs php, go, python3 and java with Jackson and Gson in ~/.m2 (see JARS below).
set -eu
here=$(dirname "$0")
m2=${M2_REPO:-$HOME/.m2/repository}
JARS="$m2/com/fasterxml/jackson/core/jackson-databind/2.17.2/jackson-databind-2.17.2.jar:$m2/com/fasterxml/jackson/core/jackson-core/2.17.2/jackson-core-2.17.2.jar:$m2/com/fasterxml/jackson/core/jackson-annotations/2.17.2/jackson-annotations-2.17.2.jar:$m2/com/google/code/gson/gson/2.11.0/gson-2.11.0.jar"
tmp=$(mktemp -d)
python3 "$here/gen.py" "$here/samples.json" > "$tmp/python.json"
php "$here/gen.php" "$here/samples.json" > "$tmp/php.json"
GOCACHE=${GOCACHE:-$tmp/gocache} go run "$here/gen.go" "$here/samples.json" > "$tmp/go.json"
java -cp "$JARS" "$here/gen-java.java" "$here/samples.json" > "$tmp/java.json"
python3 - "$here/samples.json" "$tmp" > "$here/../../src/core/diagnosis/json/dialect-fixtures.json" <<'PY'
import json, sys, os
samples = json.load(open(sys.argv[1], encoding="utf-8"))
outputs = {}
for name in sorted(os.listdir(sys.argv[2])):
    if name.endswith(".json"):
        outputs.update(json.load(open(os.path.join(sys.argv[2], name), encoding="utf-8")))
json.dump({"samples": samples, "outputs": outputs}, sys.stdout, ensure_ascii=False, indent=1, sort_keys=True)
print()
PY
rm -rf "$tmp"
npx prettier --write "$here/../../src/core/diagnosis/json/dialect-fixtures.json" > /dev/null
