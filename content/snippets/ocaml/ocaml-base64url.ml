let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

(* Unpadded output, as JWTs and most URL tokens expect (RFC 4648 section 5). *)
let base64url_encode s =
  let n = String.length s in
  let buf = Buffer.create ((n * 4 / 3) + 4) in
  let byte i = if i < n then Char.code s.[i] else 0 in
  let rec go i =
    if i < n then begin
      let triple = (byte i lsl 16) lor (byte (i + 1) lsl 8) lor byte (i + 2) in
      (* 2, 3 or 4 output characters for 1, 2 or 3 input bytes *)
      let chars = min 4 (((n - i) * 4 + 2) / 3) in
      for k = 0 to chars - 1 do
        Buffer.add_char buf alphabet.[(triple lsr (18 - (6 * k))) land 63]
      done;
      go (i + 3)
    end
  in
  go 0;
  Buffer.contents buf

let sextet c =
  match c with
  | 'A' .. 'Z' -> Some (Char.code c - 65) | 'a' .. 'z' -> Some (Char.code c - 71)
  | '0' .. '9' -> Some (Char.code c + 4) | '-' -> Some 62 | '_' -> Some 63 | _ -> None

(* Strict decoding: one byte string has exactly one accepted encoding, which
   matters when tokens are compared or used as cache keys. *)
let base64url_decode text =
  (* Some producers pad anyway: accept one or two '=' on a padded length. *)
  let n = String.length text in
  let pad = if n mod 4 <> 0 then 0 else if String.ends_with ~suffix:"==" text then 2
    else if String.ends_with ~suffix:"=" text then 1 else 0 in
  let len = n - pad in
  if len mod 4 = 1 then Error "invalid length"
  else
    let out = Buffer.create (len * 3 / 4) in
    let rec go i =
      if i >= len then Ok (Buffer.contents out)
      else
        let chunk = min 4 (len - i) in
        let rec acc k v =
          if k = chunk then Ok v
          else match sextet text.[i + k] with
            | Some x -> acc (k + 1) ((v lsl 6) lor x)
            | None -> Error (Printf.sprintf "invalid character %C at %d" text.[i + k] (i + k))
        in
        match acc 0 0 with
        | Error _ as e -> e
        | Ok v ->
          let v = v lsl (6 * (4 - chunk)) and bytes = chunk - 1 in
          if v land ((1 lsl (8 * (3 - bytes))) - 1) <> 0 then Error "non-zero padding bits"
          else begin
            for k = 0 to bytes - 1 do Buffer.add_char out (Char.chr ((v lsr (16 - (8 * k))) land 255)) done;
            go (i + 4)
          end
    in
    go 0
