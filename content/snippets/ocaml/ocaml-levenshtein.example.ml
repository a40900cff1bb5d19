let () =
  List.iter
    (fun (a, b) -> Printf.printf "%-10s %-10s %d\n" a b (levenshtein a b))
    [ ("kitten", "sitting"); ("flaw", "lawn"); ("", "abc"); ("same", "same");
      ("abc", ""); ("Saturday", "Sunday") ];
  let commands = [ "build"; "bench"; "check"; "clean"; "install"; "init"; "test" ] in
  let show word =
    match suggest word commands with
    | [] -> Printf.printf "%s: no suggestion\n" word
    | xs -> Printf.printf "%s: did you mean %s?\n" word (String.concat " or " xs)
  in
  List.iter show [ "biuld"; "CLEN"; "cheak"; "instal"; "deploy" ]
