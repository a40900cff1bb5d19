source = <<~'ENV'
  # database settings
  export DB_HOST=localhost
  DB_PORT = 5432   # trailing comment
  DB_URL="postgres://${DB_USER}@$DB_HOST:${DB_PORT}/app"
  GREETING="Hello,\n\"world\""
  LITERAL='no $DB_HOST expansion here \n'
  PRIVATE_KEY="-----BEGIN KEY-----
  abc123
  -----END KEY-----"
  EMPTY=
  PRICE="costs \$5"
ENV

vars = DotEnv.parse(source, env: { 'DB_USER' => 'admin' })
vars.each { |key, value| puts "#{key}=#{value.inspect}" }

['not a line', 'BROKEN="never closed'].each do |bad|
  DotEnv.parse(bad)
rescue ArgumentError => e
  puts e.message
end
