let () =
  List.iter
    (fun title -> Printf.printf "%s -> %s\n" ("\"" ^ title ^ "\"") (slugify title))
    [ "Hello, World!";
      "  Don't Panic: A Guide  ";
      "Crème Brûlée à la Française";
      "ÉCOLE ÜBER STRAßE";
      "OCaml 4.13 -- What's New?";
      "日本語 only";
      "!!!" ];
  let long = "Building a Type-Safe Parser in OCaml" in
  Printf.printf "max 20: %s\n" (slugify ~max_length:20 long);
  Printf.printf "max 18: %s\n" (slugify ~max_length:18 long)
