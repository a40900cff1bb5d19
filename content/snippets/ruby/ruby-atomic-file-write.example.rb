require 'tmpdir'
require 'json'

Dir.mktmpdir do |dir|
  path = File.join(dir, 'settings.json')
  AtomicFile.write(path, JSON.generate(theme: 'dark'), perm: 0o600)
  puts File.read(path)
  printf("mode %o\n", File.stat(path).mode & 0o777)

  # Streaming form: the block gets the open temp file.
  AtomicFile.write(path) { |f| f.puts JSON.generate(theme: 'light', size: 14) }
  puts File.read(path)
  printf("mode kept %o\n", File.stat(path).mode & 0o777)

  begin
    AtomicFile.write(path) do |f|
      f.write('{"theme": "br')
      raise IOError, 'disk went away'
    end
  rescue IOError => e
    puts "failed: #{e.message}"
  end
  puts "after failure: #{File.read(path)}"
  puts "leftover files: #{Dir.children(dir).sort.inspect}"
end
