require 'openssl'
require 'base64'
require 'json'

# Compact signed tokens: base64url(JSON payload) + "." + base64url(HMAC-SHA256).
# Useful for unsubscribe links, password-reset links and webhook payloads.
module SignedToken
  class InvalidToken < StandardError; end

  module_function

  def sign(payload, secret:, expires_at: nil)
    body = payload.merge(expires_at ? { 'exp' => expires_at.to_i } : {})
    data = Base64.urlsafe_encode64(JSON.generate(body), padding: false)
    "#{data}.#{signature(data, secret)}"
  end

  def verify(token, secret:, now: Time.now)
    data, sig = token.to_s.split('.', 2)
    raise InvalidToken, 'malformed token' if data.nil? || sig.nil? || data.empty?
    # Constant-time comparison so the signature cannot be guessed byte by byte from timing.
    raise InvalidToken, 'bad signature' unless OpenSSL.secure_compare(signature(data, secret), sig)

    payload = JSON.parse(Base64.urlsafe_decode64(data))
    raise InvalidToken, 'token expired' if payload['exp'] && now.to_i >= payload['exp']

    payload
  end

  def signature(data, secret)
    Base64.urlsafe_encode64(OpenSSL::HMAC.digest('SHA256', secret, data), padding: false)
  end
  private_class_method :signature
end
