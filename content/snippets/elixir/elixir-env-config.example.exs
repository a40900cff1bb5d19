schema = [
  database_url: {:string, required: true},
  port: {:integer, default: 4000},
  debug: {:boolean, default: false},
  log_level: {{:enum, [:debug, :info, :warning, :error]}, default: :info},
  allowed_hosts: {{:list, :string}, default: ["localhost"]},
  pool_size: {:integer, []}
]

# A map stands in for System.get_env() so the example is repeatable.
env = %{
  "APP_DATABASE_URL" => "ecto://db/app",
  "APP_PORT" => " 8080 ",
  "APP_DEBUG" => "yes",
  "APP_LOG_LEVEL" => "WARNING",
  "APP_ALLOWED_HOSTS" => "example.com, api.example.com"
}

{:ok, config} = EnvConfig.load(schema, env, prefix: "APP_")
for {key, value} <- Enum.sort(config), do: IO.puts("#{key} = #{inspect(value)}")

# Empty values count as unset, and every problem is listed together.
broken = %{
  "APP_DATABASE_URL" => "",
  "APP_PORT" => "80a",
  "APP_DEBUG" => "maybe",
  "APP_LOG_LEVEL" => "loud"
}

{:error, errors} = EnvConfig.load(schema, broken, prefix: "APP_")
Enum.each(errors, &IO.puts("error: " <> &1))
