open Validate

type signup = { name : string; email : string; age : int }

let looks_like_email s =
  match String.index_opt s '@' with
  | Some i -> i > 0 && String.contains_from s i '.' && s.[String.length s - 1] <> '.'
  | None -> false

let signup_of_form form =
  let field k = List.assoc_opt k form in
  let+ name = required "name" (field "name")
  and+ email =
    let* e = required "email" (field "email") in
    matches "email" looks_like_email "is not a valid address" e
  and+ age =
    let* a = required "age" (field "age") in
    int_between "age" 13 130 a
  in
  { name; email; age }

let () =
  List.iter
    (fun form ->
      match signup_of_form form with
      | Ok u -> Printf.printf "ok: %s <%s>, %d\n" u.name u.email u.age
      | Error errs -> Printf.printf "rejected: %s\n" (String.concat "; " errs))
    [ [ ("name", " Ada "); ("email", "ada@example.com"); ("age", "36") ];
      [ ("name", ""); ("email", "ada-at-example"); ("age", "7") ];
      [ ("email", "grace@navy.mil"); ("age", "old") ];
      [] ]
