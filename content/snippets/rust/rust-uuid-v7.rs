use std::collections::hash_map::RandomState;
use std::fmt;
use std::hash::BuildHasher;
use std::time::{SystemTime, UNIX_EPOCH};

/// A UUID version 7 (RFC 9562): 48-bit Unix milliseconds followed by random bits, so ids sort by creation time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Uuid([u8; 16]);

impl Uuid {
    /// Builds a v7 id from explicit parts, which keeps tests and replays deterministic.
    pub fn v7_from_parts(unix_ms: u64, random: [u8; 10]) -> Uuid {
        let mut bytes = [0u8; 16];
        bytes[..6].copy_from_slice(&unix_ms.to_be_bytes()[2..]);
        bytes[6..].copy_from_slice(&random);
        bytes[6] = (bytes[6] & 0x0F) | 0x70; // version 7
        bytes[8] = (bytes[8] & 0x3F) | 0x80; // RFC 9562 variant
        Uuid(bytes)
    }

    pub fn now_v7() -> Uuid {
        let ms = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64);
        // RandomState is seeded from the OS, which gives unpredictable bits without a crate.
        let state = RandomState::new();
        let mut random = [0u8; 10];
        random[..8].copy_from_slice(&state.hash_one(ms).to_le_bytes());
        random[8..].copy_from_slice(&state.hash_one(!ms).to_le_bytes()[..2]);
        Uuid::v7_from_parts(ms, random)
    }

    pub fn timestamp_ms(&self) -> u64 {
        self.0[..6].iter().fold(0, |acc, &b| (acc << 8) | b as u64)
    }

    pub fn version(&self) -> u8 {
        self.0[6] >> 4
    }
}

impl fmt::Display for Uuid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, byte) in self.0.iter().enumerate() {
            if matches!(i, 4 | 6 | 8 | 10) {
                f.write_str("-")?;
            }
            write!(f, "{byte:02x}")?;
        }
        Ok(())
    }
}
