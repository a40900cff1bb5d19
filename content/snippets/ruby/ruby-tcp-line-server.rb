require 'socket'

# A small threaded TCP server that answers one line with one line, built on
# the standard socket library. Handy for test doubles and internal tools.
class LineServer
  attr_reader :port

  def initialize(host: '127.0.0.1', port: 0, &handler)
    @handler = handler
    @server = TCPServer.new(host, port) # port 0 lets the OS pick a free port
    @port = @server.addr[1]
    @clients = []
    @lock = Mutex.new
  end

  def start
    @thread = Thread.new do
      loop do
        socket = @server.accept
        # Registering under the lock means a fast client cannot finish (and
        # unregister) before it has been added.
        @lock.synchronize { @clients << Thread.new(socket) { |s| serve(s) } }
      end
    rescue IOError, Errno::EBADF
      nil # raised by accept once stop closes the listening socket
    end
    self
  end

  def stop
    @server.close
    @thread&.join
    # Open connections are waited for, so clients should disconnect first.
    @lock.synchronize { @clients.dup }.each(&:join)
  end

  private

  def serve(socket)
    while (line = socket.gets)
      reply = begin
        @handler.call(line.chomp)
      rescue StandardError => e
        "ERROR #{e.message}" # one bad request must not kill the connection
      end
      socket.puts(reply)
    end
  ensure
    socket.close
    # Finished threads drop out so a long-running server does not collect them.
    @lock.synchronize { @clients.delete(Thread.current) }
  end
end
