defaults = {
  server: { host: '0.0.0.0', port: 8080, tls: { enabled: false } },
  features: %w[search],
  log_level: 'info'
}
file = { server: { port: 9000, tls: { enabled: true, cert: '/etc/app.pem' } }, features: %w[billing] }
env = { log_level: 'debug' }

config = DeepMerge.merge_all(defaults, file, nil, env)
p config[:server]
p config[:features], config[:log_level]
p DeepMerge.merge(defaults, file, arrays: :union)[:features]
p defaults[:server][:port] # inputs are untouched

# Sum conflicting numbers instead of overwriting them.
counts = DeepMerge.merge({ a: { hits: 2 }, b: 1 }, { a: { hits: 3 }, c: 4 }) { |_key, old, new| old + new }
p counts

frozen = DeepMerge.deep_freeze(config)
puts frozen[:server][:tls].frozen?
begin
  frozen[:server][:tls][:enabled] = false
rescue FrozenError => e
  puts e.class
end
