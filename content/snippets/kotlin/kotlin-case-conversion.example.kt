fun main() {
    val inputs = listOf("user_id", "XMLHttpRequest", "parse-JSON-response", "  Hello   world  ", "getHTTPServer2Port", "MAX_RETRY_COUNT", "crèmeBrûlée")
    for (input in inputs) {
        println("'$input'")
        println("  words:  ${input.words()}")
        println("  camel:  ${input.toCamelCase()}   pascal: ${input.toPascalCase()}")
        println("  snake:  ${input.toSnakeCase()}   kebab: ${input.toKebabCase()}")
        println("  const:  ${input.toScreamingSnakeCase()}   title: ${input.toTitleCase()}")
    }
    println("[" + "".toCamelCase() + "] [" + "---".toSnakeCase() + "]")
}
