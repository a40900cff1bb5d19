require 'net/http'
require 'json'
require 'uri'

# A small JSON-over-HTTP client on Net::HTTP with explicit timeouts and one
# error class for every failure, so callers need a single rescue.
class JsonClient
  class Error < StandardError
    attr_reader :status, :body

    def initialize(message, status: nil, body: nil)
      super(message)
      @status = status
      @body = body
    end
  end

  def initialize(base_url, headers: {}, open_timeout: 2, read_timeout: 5)
    @base = URI(base_url)
    @headers = { 'Accept' => 'application/json' }.merge(headers)
    @timeouts = { open_timeout: open_timeout, read_timeout: read_timeout }
  end

  def get(path) = request(Net::HTTP::Get.new(uri(path), @headers))

  def post(path, payload)
    req = Net::HTTP::Post.new(uri(path), @headers.merge('Content-Type' => 'application/json'))
    req.body = JSON.generate(payload)
    request(req)
  end

  private

  def uri(path) = URI.join(@base, path)

  def request(req)
    res = Net::HTTP.start(req.uri.host, req.uri.port, use_ssl: req.uri.scheme == 'https', **@timeouts) do |http|
      http.request(req)
    end
    unless res.is_a?(Net::HTTPSuccess)
      raise Error.new("#{req.method} #{req.path} failed with #{res.code}", status: res.code.to_i, body: res.body)
    end

    parse(req, res)
  rescue Timeout::Error, SystemCallError, SocketError, IOError => e
    # Net::OpenTimeout and Net::ReadTimeout are both Timeout::Error subclasses.
    raise Error, "#{req.method} #{req.path}: #{e.class}"
  end

  def parse(req, res)
    res.body.nil? || res.body.empty? ? nil : JSON.parse(res.body)
  rescue JSON::ParserError
    raise Error.new("invalid JSON from #{req.path}", status: res.code.to_i, body: res.body)
  end
end
