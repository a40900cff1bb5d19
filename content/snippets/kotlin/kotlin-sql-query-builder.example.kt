fun show(query: Query) = println("${query.sql}  -- ${query.params}")

fun main() {
    val page = 3
    val pageSize = 20
    val query = select("users") {
        columns("id", "email", "created_at")
        "status" eq "active"
        "age" gte 18
        "country" isIn listOf("DE", "FR", "NL")
        "deleted_at" eq null
        "email" like "%@example.com"
        orderBy("created_at", descending = true)
        orderBy("id")
        limit = pageSize
        offset = (page - 1) * pageSize
    }
    show(query)

    show(select("orders"))
    show(select("orders") { "id" isIn emptyList() })

    // A hostile value stays a parameter; a hostile identifier is refused.
    show(select("users") { "name" eq "Robert'); DROP TABLE users;--" })
    try {
        select("users; DROP TABLE users") { }
    } catch (e: IllegalArgumentException) {
        println("error: ${e.message}")
    }
}
