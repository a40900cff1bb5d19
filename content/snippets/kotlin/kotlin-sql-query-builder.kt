/** SQL text with `?` placeholders and the values to bind to them, in order. */
class Query(val sql: String, val params: List<Any?>)

private val identifier = Regex("""[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?""")

// Identifiers cannot be bound as parameters, so they are checked against a strict pattern instead.
private fun ident(name: String): String = name.also { require(identifier.matches(it)) { "invalid SQL identifier: '$it'" } }

/** Builds a parameterised SELECT; values only ever reach the SQL text as placeholders. */
class SelectBuilder(private val table: String) {
    private val columns = mutableListOf<String>()
    private val conditions = mutableListOf<String>()
    private val params = mutableListOf<Any?>()
    private val ordering = mutableListOf<String>()
    var limit: Int? = null
    var offset: Int? = null

    fun columns(vararg names: String) { names.mapTo(columns, ::ident) }

    private fun compare(column: String, op: String, value: Any?) {
        conditions += "${ident(column)} $op ?"
        params += value
    }

    // SQL's "= NULL" is never true, so a null value turns eq into IS NULL.
    infix fun String.eq(value: Any?) = if (value == null) { conditions += "${ident(this)} IS NULL" } else compare(this, "=", value)
    infix fun String.ne(value: Any?) = if (value == null) { conditions += "${ident(this)} IS NOT NULL" } else compare(this, "<>", value)
    infix fun String.gt(value: Any) = compare(this, ">", value)
    infix fun String.gte(value: Any) = compare(this, ">=", value)
    infix fun String.lt(value: Any) = compare(this, "<", value)
    infix fun String.lte(value: Any) = compare(this, "<=", value)
    infix fun String.like(pattern: String) = compare(this, "LIKE", pattern)

    infix fun String.isIn(values: Collection<Any>) {
        // "IN ()" is a syntax error; an empty list simply matches nothing.
        if (values.isEmpty()) {
            conditions += "1 = 0"
            return
        }
        conditions += "${ident(this)} IN (${values.joinToString(", ") { "?" }})"
        params.addAll(values)
    }

    fun orderBy(column: String, descending: Boolean = false) {
        ordering += ident(column) + if (descending) " DESC" else " ASC"
    }

    fun build(): Query {
        val sql = StringBuilder("SELECT ")
        sql.append(if (columns.isEmpty()) "*" else columns.joinToString(", ")).append(" FROM ").append(ident(table))
        if (conditions.isNotEmpty()) sql.append(" WHERE ").append(conditions.joinToString(" AND "))
        if (ordering.isNotEmpty()) sql.append(" ORDER BY ").append(ordering.joinToString(", "))
        limit?.let { require(it >= 0) { "limit must not be negative" }; sql.append(" LIMIT ").append(it) }
        offset?.let { require(it >= 0) { "offset must not be negative" }; sql.append(" OFFSET ").append(it) }
        return Query(sql.toString(), params.toList())
    }
}

fun select(table: String, block: SelectBuilder.() -> Unit = {}): Query = SelectBuilder(table).apply(block).build()
