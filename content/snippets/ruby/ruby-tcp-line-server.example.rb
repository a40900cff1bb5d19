store = {}
lock = Mutex.new
server = LineServer.new do |line|
  command, key, value = line.split(' ', 3)
  lock.synchronize do
    case command
    when 'SET' then store[key] = value; 'OK'
    when 'GET' then store.fetch(key) { raise KeyError, "no key #{key}" }
    else raise ArgumentError, "unknown command #{command.inspect}"
    end
  end
end.start

puts "listening on a free port: #{server.port.positive?}"

TCPSocket.open('127.0.0.1', server.port) do |sock|
  ['SET greeting hello world', 'GET greeting', 'GET missing', 'PING'].each do |request|
    sock.puts(request)
    puts "#{request} -> #{sock.gets.chomp}"
  end
end

# Several clients at once, each on its own server thread.
replies = Array.new(3) do |i|
  Thread.new do
    TCPSocket.open('127.0.0.1', server.port) do |sock|
      sock.puts("SET client#{i} #{i * 10}")
      sock.gets
      sock.puts("GET client#{i}")
      sock.gets.chomp
    end
  end
end.map(&:value)
p replies

server.stop
begin
  TCPSocket.new('127.0.0.1', server.port)
rescue Errno::ECONNREFUSED
  puts 'stopped: connection refused'
end
