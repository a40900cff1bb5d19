require 'socket'

# A throwaway HTTP server on a free local port, answering by path.
server = TCPServer.new('127.0.0.1', 0)
port = server.addr[1]
Thread.new do
  loop do
    client = server.accept
    request_line = client.gets
    headers = {}
    while (line = client.gets) && line != "\r\n"
      name, value = line.split(': ', 2)
      headers[name.downcase] = value.strip
    end
    body = client.read(headers['content-length'].to_i)
    path = request_line.split[1]
    status, payload =
      case path
      when '/users/1' then [200, '{"id":1,"name":"Ada"}']
      when '/users' then [201, JSON.generate(created: JSON.parse(body))]
      when '/broken' then [200, '<html>oops']
      else [404, '{"error":"not found"}']
      end
    client.write("HTTP/1.1 #{status} X\r\nContent-Type: application/json\r\n" \
                 "Content-Length: #{payload.bytesize}\r\nConnection: close\r\n\r\n#{payload}")
    client.close
  end
end

api = JsonClient.new("http://127.0.0.1:#{port}/", headers: { 'Authorization' => 'Bearer t0ken' })
p api.get('/users/1')
p api.post('/users', { name: 'Grace', admin: false })

%w[/missing /broken].each do |path|
  api.get(path)
rescue JsonClient::Error => e
  puts "#{e.message} (status=#{e.status.inspect}, body=#{e.body.inspect})"
end

closed_port = TCPServer.new('127.0.0.1', 0).then { |s| s.addr[1].tap { s.close } }
begin
  JsonClient.new("http://127.0.0.1:#{closed_port}").get('/ping')
rescue JsonClient::Error => e
  puts e.message
end
