build = {
    "app": ["api", "web"],
    "api": ["db-migrate", "config"],
    "web": ["assets", "config"],
    "db-migrate": ["config"],
    "assets": [],
}

print("order:", dependency_order(build))
for stage, tasks in enumerate(dependency_batches(build), start=1):
    print(f"stage {stage}: {', '.join(tasks)}")

print("no dependencies:", dependency_batches({"a": [], "b": []}))
print("empty graph:", dependency_order({}))

try:
    dependency_order({"a": ["b"], "b": ["c"], "c": ["a"]})
except DependencyCycle as error:
    print(type(error).__name__ + ":", error)
    print("a ValueError too:", isinstance(error, ValueError), "nodes:", len(set(error.cycle)))
