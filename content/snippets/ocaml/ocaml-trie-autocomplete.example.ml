let () =
  let words =
    [ "car"; "card"; "care"; "careful"; "cart"; "carbon"; "cat"; "catalog"; "dog"; "do" ]
  in
  let t = of_list words in
  let show label xs = Printf.printf "%-14s [%s]\n" label (String.concat ", " xs) in
  show "car" (complete t "car");
  show "car, limit 3" (complete ~limit:3 t "car");
  show "cat" (complete t "cat");
  show "do" (complete t "do");
  show "x" (complete t "x");
  show "\"\", limit 4" (complete ~limit:4 t "");
  let t2 = insert t "cargo" in
  show "after insert" (complete t2 "carg");
  show "old snapshot" (complete t "carg");
  Printf.printf "mem care=%b ca=%b careful=%b\n" (mem t "care") (mem t "ca") (mem t "careful")
