(* Calendar math for UTC timestamps without the Unix library. Days are
   counted from 1970-01-01 in the proleptic Gregorian calendar, using 400-year
   eras so the formulas work for dates before 1970 as well. *)
let floor_div a b = if a >= 0 then a / b else ((a + 1) / b) - 1

let days_of_civil y m d =
  let y = if m <= 2 then y - 1 else y in
  let era = floor_div y 400 in
  let yoe = y - (era * 400) in
  let doy = (((153 * (if m > 2 then m - 3 else m + 9)) + 2) / 5) + d - 1 in
  (era * 146097) + (yoe * 365) + (yoe / 4) - (yoe / 100) + doy - 719468

let civil_of_days days =
  let z = days + 719468 in
  let era = floor_div z 146097 in
  let doe = z - (era * 146097) in
  let yoe = (doe - (doe / 1460) + (doe / 36524) - (doe / 146096)) / 365 in
  let doy = doe - ((365 * yoe) + (yoe / 4) - (yoe / 100)) in
  let mp = ((5 * doy) + 2) / 153 in
  let m = if mp < 10 then mp + 3 else mp - 9 in
  ((yoe + (era * 400) + if m <= 2 then 1 else 0), m, doy - (((153 * mp) + 2) / 5) + 1)

let split seconds =
  let days = floor_div seconds 86400 in
  let secs = seconds - (days * 86400) in
  (civil_of_days days, secs / 3600, secs mod 3600 / 60, secs mod 60, days)

let to_iso8601 seconds =
  let (y, mo, d), h, mi, s, _ = split seconds in
  Printf.sprintf "%04d-%02d-%02dT%02d:%02d:%02dZ" y mo d h mi s

(* The format HTTP headers such as Date, Expires and Last-Modified require. *)
let to_http_date seconds =
  let (y, mo, d), h, mi, s, days = split seconds in
  let weekday = [| "Thu"; "Fri"; "Sat"; "Sun"; "Mon"; "Tue"; "Wed" |].(((days mod 7) + 7) mod 7) in
  let month = [| "Jan"; "Feb"; "Mar"; "Apr"; "May"; "Jun"; "Jul"; "Aug"; "Sep"; "Oct"; "Nov"; "Dec" |] in
  Printf.sprintf "%s, %02d %s %04d %02d:%02d:%02d GMT" weekday d month.(mo - 1) y h mi s

(* Accepts "2024-02-29T12:00:00Z" and offsets like "+05:30"; rejects impossible dates. *)
let of_iso8601 text =
  let valid y m d h mi s =
    m >= 1 && m <= 12 && d >= 1 && h <= 23 && mi <= 59 && s <= 60
    && (let (_, m', _) = civil_of_days (days_of_civil y m d) in m' = m)
  in
  let build y m d h mi s offset =
    if valid y m d h mi s then Ok ((days_of_civil y m d * 86400) + (h * 3600) + (mi * 60) + min s 59 - offset)
    else Error (Printf.sprintf "out-of-range date or time in %S" text)
  in
  try
    Scanf.sscanf text "%4u-%2u-%2u%_[Tt ]%2u:%2u:%2u%s%!" (fun y m d h mi s zone ->
        match zone with
        | "Z" | "z" -> build y m d h mi s 0
        | _ -> Scanf.sscanf zone "%c%2u:%2u%!" (fun sign oh om ->
            if sign = '+' || sign = '-' then
              build y m d h mi s ((if sign = '-' then -1 else 1) * ((oh * 3600) + (om * 60)))
            else Error "bad offset"))
  with Scanf.Scan_failure _ | Failure _ | End_of_file -> Error (Printf.sprintf "not an ISO 8601 timestamp: %S" text)
