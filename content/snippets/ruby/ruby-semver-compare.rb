# A Semantic Versioning 2.0.0 value: parses, compares and sorts versions,
# including pre-release precedence (1.0.0-alpha < 1.0.0-alpha.1 < 1.0.0).
class SemVer
  include Comparable

  PATTERN = /\A(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z.-]+))?(?:\+([0-9A-Za-z.-]+))?\z/.freeze

  attr_reader :major, :minor, :patch, :pre, :build

  def self.parse(text)
    match = PATTERN.match(text.to_s.strip.delete_prefix('v'))
    raise ArgumentError, "not a semantic version: #{text.inspect}" unless match

    new(*match[1..3].map(&:to_i), match[4]&.split('.') || [], match[5])
  end

  def initialize(major, minor, patch, pre = [], build = nil)
    @major, @minor, @patch, @pre, @build = major, minor, patch, pre, build
  end

  def <=>(other)
    return nil unless other.is_a?(SemVer)

    core = [major, minor, patch] <=> [other.major, other.minor, other.patch]
    return core unless core.zero?
    # A release outranks any of its pre-releases; build metadata is ignored.
    return 0 if pre == other.pre
    return 1 if pre.empty?
    return -1 if other.pre.empty?

    compare_pre(other.pre)
  end

  def prerelease? = !pre.empty?

  def to_s
    [[major, minor, patch].join('.'), pre.empty? ? nil : "-#{pre.join('.')}", build && "+#{build}"].join
  end

  private

  def compare_pre(others)
    pre.zip(others).each do |mine, theirs|
      return 1 if theirs.nil? # more identifiers wins when all before are equal
      next if mine == theirs

      mine_num, theirs_num = mine.match?(/\A\d+\z/), theirs.match?(/\A\d+\z/)
      return mine.to_i <=> theirs.to_i if mine_num && theirs_num
      return -1 if mine_num # numeric identifiers sort before alphanumeric ones
      return 1 if theirs_num

      return mine <=> theirs
    end
    pre.size <=> others.size
  end
end
