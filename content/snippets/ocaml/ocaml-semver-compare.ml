type semver = { major : int; minor : int; patch : int; pre : string list }

let parse_semver s =
  let s = if String.length s > 0 && s.[0] = 'v' then String.sub s 1 (String.length s - 1) else s in
  (* Build metadata after '+' never affects precedence, so it is dropped. *)
  let s = match String.index_opt s '+' with Some i -> String.sub s 0 i | None -> s in
  let core, pre =
    match String.index_opt s '-' with
    | Some i -> (String.sub s 0 i, String.split_on_char '.' (String.sub s (i + 1) (String.length s - i - 1)))
    | None -> (s, [])
  in
  let number p =
    (* Leading zeros are invalid in SemVer, and int_of_string would also accept "0x1F". *)
    if p <> "" && String.for_all (fun c -> c >= '0' && c <= '9') p && (p = "0" || p.[0] <> '0')
    then int_of_string_opt p else None
  in
  match List.map number (String.split_on_char '.' core) with
  | [ Some major; Some minor; Some patch ] when not (List.mem "" pre) ->
    Ok { major; minor; patch; pre }
  | _ -> Error (Printf.sprintf "invalid version %S" s)

let compare_identifier a b =
  let numeric x = x <> "" && String.for_all (fun c -> c >= '0' && c <= '9') x in
  match numeric a, numeric b with
  (* Length first, then digits: no overflow, and exact without leading zeros. *)
  | true, true -> compare (String.length a, a) (String.length b, b)
  | true, false -> -1 (* numeric identifiers sort before alphanumeric ones *)
  | false, true -> 1
  | false, false -> String.compare a b

let compare_semver a b =
  let rec pre xs ys =
    match xs, ys with
    | [], [] -> 0
    | [], _ -> -1
    | _, [] -> 1
    | x :: xs, y :: ys -> let c = compare_identifier x y in if c <> 0 then c else pre xs ys
  in
  match compare (a.major, a.minor, a.patch) (b.major, b.minor, b.patch) with
  | 0 -> (
    (* A release outranks any of its pre-releases: 1.0.0 > 1.0.0-rc.1. *)
    match a.pre, b.pre with
    | [], [] -> 0
    | [], _ -> 1
    | _, [] -> -1
    | xs, ys -> pre xs ys)
  | c -> c

let to_string v =
  Printf.sprintf "%d.%d.%d%s" v.major v.minor v.patch
    (if v.pre = [] then "" else "-" ^ String.concat "." v.pre)
