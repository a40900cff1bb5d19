let () =
  let doc =
    Object
      [ ("name", String "Snip \"stack\"");
        ("path", String "C:\\temp\\new");
        ("note", String "line 1\nline 2\ttab \x01 café");
        ("version", Int 3);
        ("ratio", Float 0.1);
        ("big", Float 1e21);
        ("third", Float (1. /. 3.));
        ("whole", Float 2.0);
        ("bad", Float Float.nan);
        ("tags", List [ String "ocaml"; String "json" ]);
        ("empty", List []);
        ("owner", Object [ ("id", Int 42); ("admin", Bool false); ("email", Null) ]) ]
  in
  print_endline (to_string doc);
  print_endline (to_string ~indent:2 doc)
