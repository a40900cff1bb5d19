let () =
  List.iter
    (fun s -> Printf.printf "%-22S valid=%b\n" s (luhn_valid s))
    [ "4539 1488 0343 6467"; "4539 1488 0343 6468"; "79927398713"; "0000-0000-0000-0000";
      "0"; ""; "4539x1488"; "490154203237518" ];
  match luhn_check_digit "7992739871" with
  | Some d ->
    Printf.printf "check digit for 7992739871: %d\n" d;
    Printf.printf "full number valid: %b\n" (luhn_valid ("7992739871" ^ string_of_int d))
  | None -> print_endline "not a number"
