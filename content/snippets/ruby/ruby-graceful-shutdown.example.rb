shutdown = GracefulShutdown.new
shutdown.on_shutdown { |sig| puts "closing database (signal: #{sig})" }
shutdown.on_shutdown { puts 'flushing 3 buffered metrics' }
shutdown.on_shutdown { raise 'cache socket already closed' }

# Simulate an orchestrator stopping us after the third job.
jobs = 0
Thread.new do
  sleep 0.01 until jobs == 3
  Process.kill('TERM', Process.pid)
end

until shutdown.requested?
  jobs += 1
  puts "processed job #{jobs}"
  shutdown.wait(5) # a 5s poll interval, but a signal wakes it immediately
end

puts "stopping after #{jobs} jobs, requested? #{shutdown.requested?}"
errors = shutdown.finish
puts "hook errors: #{errors.map(&:message).inspect}"
