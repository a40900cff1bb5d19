fun main() {
    // Build tasks and what each one needs first.
    val tasks = mapOf(
        "deploy" to listOf("test", "package"),
        "package" to listOf("compile", "resources"),
        "test" to listOf("compile"),
        "compile" to listOf("generate-sources"),
        "lint" to emptyList()
    )
    println(topologicalSort(tasks).joinToString(" -> "))

    // Works for any node type; duplicate edges are harmless.
    println(topologicalSort(mapOf(3 to listOf(1, 2, 2), 2 to listOf(1))))
    println(topologicalSort(emptyMap<String, List<String>>()))

    val cyclic = mapOf(
        "app" to listOf("auth"),
        "auth" to listOf("db"),
        "db" to listOf("config"),
        "config" to listOf("auth")
    )
    try {
        topologicalSort(cyclic)
    } catch (e: CycleException) {
        println(e.message)
    }
}
