fn main() {
    // Fixed inputs give a fixed id: 2024-01-01T00:00:00Z in milliseconds.
    let fixed = Uuid::v7_from_parts(1_704_067_200_000, [0xFF; 10]);
    println!("fixed:     {fixed}");
    println!("timestamp: {}", fixed.timestamp_ms());
    println!("version:   {}", fixed.version());

    // Ids from later milliseconds sort after earlier ones, whatever their random bits.
    let earlier = Uuid::v7_from_parts(1_704_067_200_000, [0xFF; 10]);
    let later = Uuid::v7_from_parts(1_704_067_200_001, [0x00; 10]);
    println!("earlier < later: {}", earlier < later);
    println!("string order matches: {}", earlier.to_string() < later.to_string());

    // Generated ids vary, so print only properties that always hold.
    let a = Uuid::now_v7();
    let b = Uuid::now_v7();
    let text = a.to_string();
    println!("length 36: {}", text.len() == 36);
    println!("version char is 7: {}", text.as_bytes()[14] == b'7');
    println!("variant char in 89ab: {}", "89ab".contains(text.chars().nth(19).unwrap()));
    println!("two ids differ: {}", a != b);
    println!("timestamp after 2024: {}", a.timestamp_ms() > 1_704_067_200_000);
}
