(* Binding operators (OCaml 4.08+) make Result code read top to bottom:
   [let*] stops at the first error, [and+] runs both checks and keeps every
   error, which is what a form needs to report all bad fields at once. *)
module Validate = struct
  type 'a t = ('a, string list) result

  let ok x : 'a t = Ok x
  let fail msg : 'a t = Error [ msg ]

  let ( let* ) = Result.bind
  let ( let+ ) r f = Result.map f r

  let ( and+ ) a b =
    match a, b with
    | Ok x, Ok y -> Ok (x, y)
    | Error e, Ok _ | Ok _, Error e -> Error e
    | Error e1, Error e2 -> Error (e1 @ e2)

  (* Small reusable checks; each names its field so messages stay useful. *)
  let required field = function
    | Some v when String.trim v <> "" -> ok (String.trim v)
    | _ -> fail (field ^ " is required")

  let int_between field lo hi s =
    match int_of_string_opt s with
    | Some n when n >= lo && n <= hi -> ok n
    | Some _ -> fail (Printf.sprintf "%s must be between %d and %d" field lo hi)
    | None -> fail (field ^ " must be a whole number")

  let matches field pred msg v = if pred v then ok v else fail (field ^ " " ^ msg)
end
