/** A Semantic Versioning 2.0.0 version, ordered by the spec's precedence rules; build metadata is ignored. */
class SemVer private constructor(
    val major: Int,
    val minor: Int,
    val patch: Int,
    val preRelease: List<String>,
    val build: String
) : Comparable<SemVer> {

    companion object {
        private val pattern = Regex(
            """v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)""" +
                """(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?""" +
                """(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?"""
        )

        fun parse(text: String): SemVer {
            val m = pattern.matchEntire(text.trim()) ?: throw IllegalArgumentException("not a semantic version: '$text'")
            val (major, minor, patch, pre, build) = m.destructured
            return SemVer(major.toInt(), minor.toInt(), patch.toInt(), if (pre.isNotEmpty()) pre.split('.') else emptyList(), build)
        }

        fun parseOrNull(text: String): SemVer? = try { parse(text) } catch (e: IllegalArgumentException) { null }
    }

    override fun compareTo(other: SemVer): Int {
        compareValuesBy(this, other, SemVer::major, SemVer::minor, SemVer::patch).let { if (it != 0) return it }
        // A release outranks any of its pre-releases: 1.0.0 > 1.0.0-rc.1.
        if (preRelease.isEmpty() != other.preRelease.isEmpty()) return if (preRelease.isEmpty()) 1 else -1
        for ((a, b) in preRelease.zip(other.preRelease)) {
            val x = a.toBigIntegerOrNull()
            val y = b.toBigIntegerOrNull()
            val c = when {
                x != null && y != null -> x.compareTo(y)
                x != null -> -1 // numeric identifiers sort before alphanumeric ones
                y != null -> 1
                else -> a.compareTo(b)
            }
            if (c != 0) return c
        }
        return preRelease.size.compareTo(other.preRelease.size)
    }

    override fun equals(other: Any?) = other is SemVer && compareTo(other) == 0
    override fun hashCode() = listOf(major, minor, patch, preRelease).hashCode()
    override fun toString() = "$major.$minor.$patch" +
        (if (preRelease.isEmpty()) "" else "-" + preRelease.joinToString(".")) +
        (if (build.isNotEmpty()) "+$build" else "")
}
