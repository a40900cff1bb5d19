(* Parse .env text: KEY=VALUE lines, optional "export ", # comments, and
   single or double quotes (escapes are expanded only inside double quotes,
   as in POSIX shells). Returns bindings in file order, or the first bad line. *)
let parse_dotenv text =
  let unquote v =
    let n = String.length v in
    if n >= 2 && v.[0] = '\'' && v.[n - 1] = '\'' then String.sub v 1 (n - 2)
    else if n >= 2 && v.[0] = '"' && v.[n - 1] = '"' then Scanf.unescaped (String.sub v 1 (n - 2))
    else
      (* An unquoted value ends at " #", so inline comments are allowed. *)
      let rec cut i =
        if i + 1 >= n then v else if v.[i] = ' ' && v.[i + 1] = '#' then String.sub v 0 i else cut (i + 1)
      in
      String.trim (cut 0)
  in
  let rec go lineno acc = function
    | [] -> Ok (List.rev acc)
    | raw :: rest -> (
      let line = String.trim raw in
      let line =
        if String.starts_with ~prefix:"export " line then String.sub line 7 (String.length line - 7) else line
      in
      if line = "" || line.[0] = '#' then go (lineno + 1) acc rest
      else
        match String.index_opt line '=' with
        | Some i when i > 0 ->
          let key = String.trim (String.sub line 0 i) in
          let value = String.trim (String.sub line (i + 1) (String.length line - i - 1)) in
          (match unquote value with
           | v -> go (lineno + 1) ((key, v) :: acc) rest
           | exception (Scanf.Scan_failure _ | Failure _) -> Error (Printf.sprintf "line %d: bad escape" lineno))
        | _ -> Error (Printf.sprintf "line %d: expected KEY=VALUE" lineno))
  in
  go 1 [] (String.split_on_char '\n' text)

(* Typed lookups: the real environment wins over the file, the file over the
   default, and a present but malformed value is an error, never a silent default. *)
let lookup ?(getenv = Sys.getenv_opt) file key =
  match getenv key with Some v -> Some v | None -> List.assoc_opt key file

let get_string ?getenv file key ~default = Option.value (lookup ?getenv file key) ~default

let get_int ?getenv file key ~default =
  match lookup ?getenv file key with
  | None -> Ok default
  | Some v ->
    Option.to_result (int_of_string_opt (String.trim v)) ~none:(Printf.sprintf "%s=%S is not an integer" key v)

let get_bool ?getenv file key ~default =
  match Option.map String.lowercase_ascii (lookup ?getenv file key) with
  | None -> Ok default
  | Some ("1" | "true" | "yes" | "on") -> Ok true
  | Some ("0" | "false" | "no" | "off") -> Ok false
  | Some v -> Error (Printf.sprintf "%s=%S is not a boolean" key v)
