require 'rbconfig'

ruby = RbConfig.ruby # the current interpreter, so the example runs anywhere Ruby does

r = Command.run(ruby, '-e', 'puts ARGV.inspect', 'it\'s', '$HOME; echo pwned')
puts "argv passed literally: #{r.stdout.strip} (success: #{r.success?})"

r = Command.run(ruby, '-e', 'puts STDIN.read.upcase', stdin: "piped input\n")
puts r.stdout

r = Command.run(ruby, '-e', 'warn "disk full"; exit 3')
puts "exit #{r.status.exitstatus}, stderr: #{r.stderr.strip}, success: #{r.success?}"

r = Command.run(ruby, '-e', 'STDOUT.write("x" * 200_000); STDERR.write("y" * 200_000)')
puts "large output without deadlock: #{r.stdout.size} + #{r.stderr.size} bytes"

r = Command.run(ruby, '-e', 'puts ENV["GREETING"]', env: { 'GREETING' => 'hello from env' })
puts r.stdout

r = Command.run(ruby, '-e', 'sleep 5', timeout: 0.3)
puts "timed out: #{r.timed_out}, killed by signal: #{r.status.termsig}"

begin
  Command.run!(ruby, '-e', 'abort "migration failed"')
rescue Command::Failed => e
  puts e.message.split(' ', 2).last # drop the interpreter's file name, which varies by system
end
