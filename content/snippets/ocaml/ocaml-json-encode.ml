type json =
  | Null | Bool of bool | Int of int | Float of float | String of string
  | List of json list | Object of (string * json) list

(* JSON strings must escape quotes, backslashes and control characters;
   other bytes, including UTF-8 sequences, pass through unchanged. *)
let escape_string buf s =
  Buffer.add_char buf '"';
  String.iter
    (function
      | '"' -> Buffer.add_string buf "\\\""
      | '\\' -> Buffer.add_string buf "\\\\"
      | '\n' -> Buffer.add_string buf "\\n"
      | '\r' -> Buffer.add_string buf "\\r"
      | '\t' -> Buffer.add_string buf "\\t"
      | c when Char.code c < 0x20 -> Printf.bprintf buf "\\u%04x" (Char.code c)
      | c -> Buffer.add_char buf c)
    s;
  Buffer.add_char buf '"'

let float_repr f =
  if not (Float.is_finite f) then "null" (* JSON has no NaN or Infinity *)
  else
    (* The shortest of these that reads back as the same float: 0.1, not 0.10000000000000001. *)
    let candidates = List.map (fun p -> Printf.sprintf "%.*g" p f) [ 15; 16; 17 ] in
    let s = List.find (fun s -> float_of_string s = f) candidates in
    if String.contains s '.' || String.contains s 'e' then s else s ^ ".0"

(* [indent = 0] gives compact output; otherwise nested values go on their own lines. *)
let to_string ?(indent = 0) value =
  let buf = Buffer.create 256 in
  let newline depth =
    if indent > 0 then (Buffer.add_char buf '\n'; Buffer.add_string buf (String.make (depth * indent) ' '))
  in
  let rec write depth = function
    | Null -> Buffer.add_string buf "null"
    | Bool b -> Buffer.add_string buf (string_of_bool b)
    | Int i -> Buffer.add_string buf (string_of_int i)
    | Float f -> Buffer.add_string buf (float_repr f)
    | String s -> escape_string buf s
    | List [] -> Buffer.add_string buf "[]"
    | Object [] -> Buffer.add_string buf "{}"
    | List items -> container depth '[' ']' (fun v -> write (depth + 1) v) items
    | Object fields ->
      let field (k, v) =
        escape_string buf k;
        Buffer.add_string buf (if indent > 0 then ": " else ":");
        write (depth + 1) v
      in
      container depth '{' '}' field fields
  and container : 'a. int -> char -> char -> ('a -> unit) -> 'a list -> unit =
   fun depth opening closing item items ->
    Buffer.add_char buf opening;
    List.iteri (fun i x -> if i > 0 then Buffer.add_char buf ','; newline (depth + 1); item x) items;
    newline depth;
    Buffer.add_char buf closing
  in
  write 0 value;
  Buffer.contents buf
