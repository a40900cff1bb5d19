require 'tmpdir'

Dir.mktmpdir do |dir|
  log = File.join(dir, 'app.log')
  File.open(log, 'w') do |f|
    1.upto(10_000) { |i| f.puts "line #{i} café" }
  end

  p Tail.last_lines(log, 3)
  # A tiny block size forces many backward reads across line and UTF-8 boundaries.
  p Tail.last_lines(log, 2, block_size: 7)

  File.write(log, "first\r\n\r\nsecond\r\nno newline at end")
  p Tail.last_lines(log, 2)
  p Tail.last_lines(log, 10)

  File.write(log, '')
  p Tail.last_lines(log, 5)
  p Tail.last_lines(log, 0)
end
