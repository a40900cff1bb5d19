import java.security.SecureRandom
import java.util.Random
import java.util.UUID

/**
 * Generates RFC 9562 version 7 UUIDs: a 48-bit Unix millisecond timestamp followed by random bits,
 * so ids sort by creation time and index well as database keys. Within one millisecond the 12-bit
 * rand_a field acts as a counter, keeping ids from the same generator strictly increasing.
 */
class UuidV7Generator(
    private val clock: () -> Long = { System.currentTimeMillis() },
    private val random: Random = SecureRandom()
) {
    private var lastMillis = -1L
    private var counter = 0

    @Synchronized
    fun next(): UUID {
        var millis = clock()
        if (millis <= lastMillis) {
            // Same millisecond, or the clock stepped back: stay on the last timestamp and count up.
            millis = lastMillis
            counter++
            if (counter > 0xFFF) {
                millis++
                counter = random.nextInt(0x800)
            }
        } else {
            // Start each millisecond at a random point in the lower half, leaving room to count.
            counter = random.nextInt(0x800)
        }
        lastMillis = millis
        val high = (millis shl 16) or (0x7L shl 12) or counter.toLong()
        val low = (random.nextLong() and 0x3FFFFFFFFFFFFFFFL) or Long.MIN_VALUE
        return UUID(high, low)
    }
}

/** The creation time embedded in a version 7 UUID, in Unix milliseconds. */
fun UUID.v7Millis(): Long {
    require(version() == 7) { "not a version 7 UUID: $this" }
    return mostSignificantBits ushr 16
}
