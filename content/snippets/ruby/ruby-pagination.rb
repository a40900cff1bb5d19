# Pagination math for list endpoints and pages: clamps the requested page,
# computes offset/limit for the query and a compact window of page links.
Page = Struct.new(:number, :per_page, :total_count, keyword_init: true) do
  def self.build(page:, per_page: 20, total_count:, max_per_page: 100)
    # Query-string values arrive as strings; junk falls back to safe defaults.
    per = Integer(per_page, exception: false) || 20
    per = per.clamp(1, max_per_page)
    pages = [(total_count + per - 1) / per, 1].max
    number = (Integer(page, exception: false) || 1).clamp(1, pages)
    new(number: number, per_page: per, total_count: total_count)
  end

  def total_pages = [(total_count + per_page - 1) / per_page, 1].max
  def offset = (number - 1) * per_page
  def limit = per_page
  def first? = number == 1
  def last? = number == total_pages
  def prev_page = first? ? nil : number - 1
  def next_page = last? ? nil : number + 1

  # "Showing 21-40 of 95" numbers; an empty result gives 0-0.
  def range
    return 0..0 if total_count.zero?

    (offset + 1)..[offset + per_page, total_count].min
  end

  # Page numbers around the current one, with :gap where pages are skipped,
  # always including the first and last page.
  def window(radius: 2)
    around = ((number - radius)..(number + radius)).select { |n| n.between?(1, total_pages) }
    pages = ([1] + around + [total_pages]).uniq
    pages.each_cons(2).flat_map { |a, b| b - a > 1 ? [a, :gap] : [a] } + [pages.last]
  end
end
