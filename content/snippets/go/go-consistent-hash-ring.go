package ring

import (
	"crypto/sha256"
	"encoding/binary"
	"sort"
	"strconv"
)

type point struct {
	hash uint64
	node string
}

// Ring maps keys to nodes; adding or removing a node moves only about 1/n of the keys.
type Ring struct {
	replicas int     // points per node: 100 to 200 keep loads within about 10%
	points   []point // sorted by hash; 64-bit hashes make collisions negligible
}

func New(replicas int, nodes ...string) *Ring {
	r := &Ring{replicas: replicas}
	r.Add(nodes...)
	return r
}

func (r *Ring) Add(nodes ...string) {
	for _, node := range nodes {
		for i := 0; i < r.replicas; i++ {
			r.points = append(r.points, point{hash(strconv.Itoa(i) + "#" + node), node})
		}
	}
	sort.Slice(r.points, func(i, j int) bool { return r.points[i].hash < r.points[j].hash })
}

func (r *Ring) Remove(node string) {
	kept := r.points[:0]
	for _, p := range r.points {
		if p.node != node {
			kept = append(kept, p)
		}
	}
	r.points = kept
}

// Get returns the node of the first point clockwise from the key's hash.
func (r *Ring) Get(key string) (node string, ok bool) {
	h := hash(key)
	i := sort.Search(len(r.points), func(i int) bool { return r.points[i].hash >= h })
	if len(r.points) > 0 {
		node, ok = r.points[i%len(r.points)].node, true // past the last point, wrap to the first
	}
	return node, ok
}

// SHA-256 spreads near-identical names such as "0#a" and "1#a" evenly; CRC32 does not.
func hash(s string) uint64 {
	sum := sha256.Sum256([]byte(s))
	return binary.BigEndian.Uint64(sum[:8])
}
