fn main() {
    let inputs = [
        "4539 1488 0343 6467",
        "4539 1488 0343 6468",
        "3782-822463-10005",
        "79927398713",
        "0",
        "4111 1111 1111 111a",
        "",
    ];
    for input in inputs {
        println!("{input:?} valid: {}", luhn_valid(input));
    }
    let partial = "7992739871";
    let check = luhn_check_digit(partial).unwrap();
    println!("check digit for {partial} is {check}; full number valid: {}", luhn_valid(&format!("{partial}{check}")));
    println!("check digit for empty input: {:?}", luhn_check_digit(""));
}
