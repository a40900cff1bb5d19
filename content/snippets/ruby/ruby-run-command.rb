require 'open3'

# Runs an external command without a shell, captures stdout and stderr,
# and kills it if it exceeds a timeout. Returns a Result struct.
module Command
  Result = Struct.new(:stdout, :stderr, :status, :timed_out, keyword_init: true) do
    def success? = !timed_out && status.success?
  end

  class Failed < StandardError; end

  module_function

  def run(*argv, stdin: '', timeout: 30, env: {}, chdir: Dir.pwd)
    # Passing argv as separate strings bypasses the shell: no quoting bugs or injection.
    Open3.popen3(env, *argv, chdir: chdir, pgroup: true) do |input, out, err, waiter|
      # Read both pipes on threads so a chatty child cannot fill one and block.
      readers = [out, err].map { |io| Thread.new { io.read } }
      begin
        input.write(stdin)
      rescue Errno::EPIPE
        nil # the child closed stdin early; its output and status still matter
      end
      input.close
      timed_out = waiter.join(timeout).nil?
      # pgroup: true lets us kill the child and anything it spawned.
      Process.kill('KILL', -waiter.pid) if timed_out
      Result.new(stdout: readers[0].value, stderr: readers[1].value, status: waiter.value, timed_out: timed_out)
    end
  end

  # Like run, but raises with the captured stderr when the command fails.
  def run!(*argv, **options)
    result = run(*argv, **options)
    return result if result.success?

    reason = result.timed_out ? 'timed out' : "exited with #{result.status.exitstatus}"
    raise Failed, "#{File.basename(argv.first)} #{reason}: #{result.stderr.strip}"
  end
end
