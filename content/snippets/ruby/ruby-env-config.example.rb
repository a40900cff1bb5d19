schema = EnvConfig.new do
  setting :database_url, required: true
  setting :port, :integer, default: 3000 do |port|
    port.between?(1, 65_535)
  end
  setting :debug, :boolean, default: false
  setting :log_level, default: 'info', one_of: %w[debug info warn error]
  setting :allowed_hosts, :list, default: []
  setting :ratio, :float, default: 0.5
end

config = schema.load('DATABASE_URL' => 'postgres://localhost/app', 'PORT' => '8080',
                     'DEBUG' => 'yes', 'ALLOWED_HOSTS' => 'example.com, api.example.com,')
p config.port, config.debug, config.log_level, config.allowed_hosts, config.ratio
puts config.frozen?

begin
  schema.load('PORT' => '80a', 'DEBUG' => 'maybe', 'LOG_LEVEL' => 'trace', 'RATIO' => '1.5')
rescue EnvConfig::Invalid => e
  puts e.message.split('; ')
end

begin
  schema.load('DATABASE_URL' => 'x', 'PORT' => '70000')
rescue EnvConfig::Invalid => e
  puts e.message
end
