use std::collections::BTreeMap;

#[derive(Debug, Default)]
pub struct Args {
    pub flags: Vec<String>,
    pub options: BTreeMap<String, String>,
    pub positional: Vec<String>,
}

impl Args {
    pub fn flag(&self, name: &str) -> bool {
        self.flags.iter().any(|f| f == name)
    }

    /// Parses an option's value, turning a bad value into a message that names the option.
    pub fn get<T: std::str::FromStr>(&self, name: &str, default: T) -> Result<T, String> {
        match self.options.get(name) {
            None => Ok(default),
            Some(raw) => raw.parse().map_err(|_| format!("invalid value for --{name}: {raw:?}")),
        }
    }
}

/// Declaring names up front is what lets `--out file` be told apart from a flag followed by a positional.
pub fn parse_args<I>(args: I, flags: &[&str], options: &[&str]) -> Result<Args, String>
where
    I: IntoIterator<Item = String>,
{
    let mut parsed = Args::default();
    let mut iter = args.into_iter();
    while let Some(arg) = iter.next() {
        let name_and_value = match arg.strip_prefix("--") {
            Some("") => {
                parsed.positional.extend(iter.by_ref());
                break;
            }
            Some(rest) => rest,
            None if arg.len() > 1 && arg.starts_with('-') => &arg[1..],
            None => {
                parsed.positional.push(arg);
                continue;
            }
        };
        let (name, inline) = name_and_value
            .split_once('=')
            .map_or((name_and_value, None), |(name, value)| (name, Some(value.to_string())));
        if flags.contains(&name) {
            if inline.is_some() {
                return Err(format!("flag --{name} does not take a value"));
            }
            parsed.flags.push(name.to_string());
        } else if options.contains(&name) {
            let value = inline.or_else(|| iter.next()).ok_or(format!("option --{name} needs a value"))?;
            parsed.options.insert(name.to_string(), value);
        } else {
            return Err(format!("unknown option: {arg}"));
        }
    }
    Ok(parsed)
}
