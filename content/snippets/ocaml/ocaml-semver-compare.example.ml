let () =
  let inputs =
    [ "1.0.0"; "1.0.0-rc.1"; "v2.1.3"; "1.0.0-alpha"; "1.0.0-alpha.beta"; "1.0.0-beta.11";
      "1.0.0-beta.2"; "1.10.0"; "1.2.0+build.7"; "1.0.0-alpha.1"; "01.2.3"; "1.2"; "1.2.3-" ]
  in
  let parsed =
    List.filter_map
      (fun s ->
        match parse_semver s with
        | Ok v -> Some v
        | Error e -> print_endline ("skip: " ^ e); None)
      inputs
  in
  let sorted = List.sort compare_semver parsed in
  print_endline (String.concat " < " (List.map to_string sorted));
  let latest = List.fold_left (fun a b -> if compare_semver a b >= 0 then a else b) (List.hd sorted) sorted in
  Printf.printf "latest: %s\n" (to_string latest)
