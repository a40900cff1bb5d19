fn main() {
    let sizes = [0, 1, 1023, 1024, 1536, 1_048_575, 10_485_760, 1_500_000, 5_000_000_000, u64::MAX];
    for bytes in sizes {
        println!(
            "{bytes:>20} -> {:>9} | {:>9}",
            humanize_bytes(bytes, ByteUnits::Binary),
            humanize_bytes(bytes, ByteUnits::Decimal)
        );
    }
}
