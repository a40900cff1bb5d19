# Wraps text to a maximum line width at word boundaries, keeping paragraph
# breaks, optionally indenting, and splitting words longer than a whole line.
module WordWrap
  module_function

  def wrap(text, width: 80, indent: '', break_long_words: true)
    room = width - indent.length
    raise ArgumentError, 'width must leave room after the indent' unless room.positive?

    # Blank lines separate paragraphs; single newlines inside one are reflowed.
    text.split(/\n[ \t]*\n/).map do |paragraph|
      lines = []
      line = +''
      paragraph.split.each do |word|
        pieces = break_long_words && word.length > room ? word.scan(/.{1,#{room}}/m) : [word]
        pieces.each do |piece|
          if line.empty?
            line << piece
          elsif line.length + 1 + piece.length <= room
            line << ' ' << piece
          else
            lines << line
            line = piece.dup
          end
        end
      end
      lines << line unless line.empty?
      lines.map { |l| indent + l }.join("\n")
    end.join("\n\n")
  end
end
