fun main() {
    println("Hello, World!".slugify())
    println("Crème Brûlée à la carte".slugify())
    println("Straße & Smørrebrød".slugify())
    println("  --Already--slugged--  ".slugify())
    println("Kotlin 1.3: What's New?".slugify(separator = '_'))
    println("The quick brown fox jumps over the lazy dog".slugify(maxLength = 20))
    println("Supercalifragilisticexpialidocious".slugify(maxLength = 10))
    println("[" + "!!!".slugify() + "]")
}
