let ruler n = String.make n '-'

let () =
  let text =
    "The quick brown fox jumps over the lazy dog.   Pack my box with five dozen liquor jugs.\n\n\
     Crème brûlée, façade and naïve café words wrap by characters, not bytes.\n\
     A supercalifragilisticexpialidocious word is split when it cannot fit."
  in
  print_endline (ruler 24);
  print_endline (wrap 24 text);
  print_endline (ruler 24);
  print_endline (wrap ~indent:"  > " 30 "Indented reply text that wraps inside a quote block.");
  Printf.printf "[%s]\n" (wrap 10 "   ")
