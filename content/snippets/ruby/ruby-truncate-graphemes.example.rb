puts Truncate.truncate('The quick brown fox jumps over the lazy dog', 20)
puts Truncate.truncate('The quick brown fox jumps over the lazy dog', 20, word_boundary: false)
puts Truncate.truncate('Supercalifragilisticexpialidocious', 10)
puts Truncate.truncate('Short', 10)
puts Truncate.truncate('Family: 👨‍👩‍👧‍👦 and flags 🇯🇵🇫🇷', 12, word_boundary: false)
puts Truncate.truncate('Ünïcödé wörds everywhere', 12, omission: '...')

emoji = '👍🏽👍🏽👍🏽👍🏽👍🏽'
cut = Truncate.truncate(emoji, 3)
puts cut, "valid: #{cut.valid_encoding?}, bytes sliced naively: #{emoji.byteslice(0, 6).valid_encoding?}"

puts Truncate.middle('/home/deploy/apps/shop/releases/20240301/config/database.yml', 30)
puts Truncate.middle('abc', 10)
begin
  Truncate.truncate('anything', 0)
rescue ArgumentError => e
  puts e.message
end
