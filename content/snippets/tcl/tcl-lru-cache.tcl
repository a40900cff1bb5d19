oo::class create LruCache {
    variable capacity items hits misses

    constructor {size} {
        if {![string is integer -strict $size] || $size < 1} {
            throw {LRU BADSIZE} "capacity must be a positive integer, got \"$size\""
        }
        set capacity $size
        set items [dict create]
        set hits 0
        set misses 0
    }

    # Like [dict exists] plus [dict get]: returns 1 and sets varName on a hit,
    # so a cached empty string is told apart from a miss.
    method get {key varName} {
        upvar 1 $varName value
        if {![dict exists $items $key]} {
            incr misses
            return 0
        }
        set value [dict get $items $key]
        # Dicts keep insertion order: re-inserting moves the key to the newest end.
        dict unset items $key
        dict set items $key $value
        incr hits
        return 1
    }

    method put {key value} {
        dict unset items $key
        dict set items $key $value
        if {[dict size $items] > $capacity} {
            # The oldest entry comes first; [dict for] with break finds it without
            # building the whole key list.
            dict for {oldest -} $items break
            dict unset items $oldest
        }
        return $value
    }

    method remove {key} { dict unset items $key; return }
    method keys {} { dict keys $items }
    method stats {} { dict create size [dict size $items] hits $hits misses $misses }
}
