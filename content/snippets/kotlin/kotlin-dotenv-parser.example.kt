fun main() {
    val env = """
        # Database settings
        DB_HOST=localhost
        DB_PORT = 5432   # trailing comment
        export DB_USER=app
        DB_PASSWORD='p@ss#word ${'$'}{NOT_EXPANDED}'
        DATABASE_URL="postgres://${'$'}{DB_USER}@${'$'}{DB_HOST}:${'$'}{DB_PORT}/main"

        GREETING="Hello,\n\"World\""
        LOG_LEVEL=${'$'}{LOG_LEVEL:-info}
        HOME_DIR=${'$'}{HOME}/app
        DOCS_URL=https://example.com/docs#install
        EMPTY=
    """.trimIndent()

    // A fixed environment instead of System.getenv() keeps the output reproducible.
    val config = parseDotenv(env, environment = mapOf("HOME" to "/home/app"))
    for ((key, value) in config) println("$key=[${value.replace("\n", "\\n")}]")

    try {
        parseDotenv("OK=1\nthis line is wrong\n", emptyMap())
    } catch (e: IllegalArgumentException) {
        println("error: ${e.message}")
    }
    try {
        parseDotenv("A=\"never closed", emptyMap())
    } catch (e: IllegalArgumentException) {
        println("error: ${e.message}")
    }
}
