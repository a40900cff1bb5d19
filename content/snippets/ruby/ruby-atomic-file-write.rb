require 'tempfile'
require 'fileutils'

# Writes a file so readers see either the old content or the new content,
# never a half-written file, even if the process dies mid-write.
module AtomicFile
  module_function

  def write(path, content = nil, perm: nil)
    dir = File.dirname(path)
    # The temp file must live in the same directory: rename is only atomic
    # within one filesystem.
    temp = Tempfile.create([".#{File.basename(path)}", '.tmp'], dir)
    begin
      block_given? ? yield(temp) : temp.write(content)
      temp.flush
      temp.fsync # make the bytes durable before the rename makes them visible
      temp.close
      mode = perm || (File.exist?(path) ? File.stat(path).mode & 0o7777 : 0o666 & ~File.umask)
      File.chmod(mode, temp.path)
      File.rename(temp.path, path)
    rescue StandardError, Interrupt
      temp.close unless temp.closed?
      FileUtils.rm_f(temp.path)
      raise
    end
    path
  end
end
