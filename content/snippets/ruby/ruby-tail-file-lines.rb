# Returns the last n lines of a file by reading fixed-size blocks backwards
# from the end, so a multi-gigabyte log costs only a few reads.
module Tail
  module_function

  def last_lines(path, n, block_size: 4096)
    return [] unless n.positive?

    File.open(path, 'rb') do |file|
      pos = file.size
      buffer = String.new(encoding: Encoding::BINARY)
      # n + 1 newlines guarantee the first of the n lines is complete, even
      # when the file ends with a newline.
      while pos.positive? && buffer.count("\n") <= n
        step = [block_size, pos].min
        pos -= step
        file.seek(pos)
        buffer.prepend(file.read(step))
      end
      # Split on bytes first so a multibyte character cut at a block edge
      # never breaks the decoding of the lines we keep.
      buffer.split("\n", -1)
            .tap { |lines| lines.pop if lines.last&.empty? }
            .last(n)
            .map { |line| line.force_encoding(Encoding::UTF_8).chomp("\r") }
    end
  end
end
