package uuid

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/hex"
	"io"
	"sync"
	"time"
)

type UUID [16]byte

// Generator makes UUIDv7 values (RFC 9562) that sort by creation time. Now
// and Rand default to time.Now and crypto/rand; set them to fix a test.
type Generator struct {
	Now  func() time.Time
	Rand io.Reader

	mu     sync.Mutex
	lastMs int64
	seq    uint16
}

// New returns the next ID and is safe for concurrent use.
func (g *Generator) New() (UUID, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	now, rnd := time.Now, io.Reader(rand.Reader)
	if g.Now != nil {
		now = g.Now
	}
	if g.Rand != nil {
		rnd = g.Rand
	}
	var u UUID
	if _, err := io.ReadFull(rnd, u[6:]); err != nil {
		return UUID{}, err
	}
	// Within one millisecond, or if the clock steps back, count up in the
	// 12-bit rand_a field so IDs from this generator stay strictly increasing.
	if ms := now().UnixMilli(); ms > g.lastMs {
		g.lastMs = ms
		g.seq = binary.BigEndian.Uint16(u[6:8]) & 0x7ff // random start, room left to count
	} else if g.seq++; g.seq > 0xfff {
		g.lastMs++
		g.seq = 0
	}
	var ts [8]byte
	binary.BigEndian.PutUint64(ts[:], uint64(g.lastMs))
	copy(u[:6], ts[2:])
	binary.BigEndian.PutUint16(u[6:8], 0x7000|g.seq) // version 7
	u[8] = 0x80 | u[8]&0x3f                          // RFC variant
	return u, nil
}

func (u UUID) String() string {
	h := hex.EncodeToString(u[:])
	return h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
}
