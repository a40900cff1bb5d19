secret = 'correct horse battery staple'
issued = Time.utc(2024, 5, 1, 12, 0, 0)

token = SignedToken.sign({ 'user_id' => 42, 'action' => 'unsubscribe' }, secret: secret, expires_at: issued + 3600)
puts token
p SignedToken.verify(token, secret: secret, now: issued + 60)

tampered = token.sub(/\A[^.]+/, Base64.urlsafe_encode64('{"user_id":1}', padding: false))
checks = {
  'wrong secret' => -> { SignedToken.verify(token, secret: 'guess', now: issued) },
  'tampered payload' => -> { SignedToken.verify(tampered, secret: secret, now: issued) },
  'expired' => -> { SignedToken.verify(token, secret: secret, now: issued + 3600) },
  'garbage' => -> { SignedToken.verify('not-a-token', secret: secret) }
}
checks.each do |label, check|
  check.call
rescue SignedToken::InvalidToken => e
  puts "#{label}: #{e.message}"
end

p SignedToken.verify(SignedToken.sign({ 'n' => 1 }, secret: secret), secret: secret)
