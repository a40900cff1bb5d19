require 'stringio'

fixed = Time.utc(2024, 5, 17, 9, 30, 0.25r)
log = JsonLogger.new($stdout, progname: 'billing', clock: -> { fixed }, env: 'test')

log.info('service started')
log.debug('hidden: below the info level')
log.warn(event: 'slow_query', ms: 812, table: 'invoices')

request_log = JsonLogger.child(log, request_id: 'req-7f3a')
request_log.info(event: 'charge', amount_cents: 1999, currency: 'EUR')

request_log.error(KeyError.new('key not found: :plan'))
begin
  Integer('12x')
rescue ArgumentError => e
  buffer = StringIO.new
  JsonLogger.new(buffer).error(e)
  entry = JSON.parse(buffer.string)
  puts "#{entry['error']}: #{entry['message']} (has backtrace: #{entry['backtrace'].size.positive?})"
end

log.info('parent logger keeps its own context')
log.info("binary \xFF data".b)
