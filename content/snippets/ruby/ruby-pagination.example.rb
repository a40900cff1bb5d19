page = Page.build(page: '3', per_page: '20', total_count: 95)
puts "page #{page.number}/#{page.total_pages}: OFFSET #{page.offset} LIMIT #{page.limit}"
puts "showing #{page.range.min}-#{page.range.max} of #{page.total_count}"
p [page.prev_page, page.next_page]
p page.window

big = Page.build(page: 50, per_page: 10, total_count: 1_000)
p big.window(radius: 1)
p Page.build(page: 1, total_count: 1_000, per_page: 10).window

over = Page.build(page: 99, per_page: 500, total_count: 250)
puts "clamped to page #{over.number}, per_page #{over.per_page}, last? #{over.last?}"

junk = Page.build(page: 'abc', per_page: '-5', total_count: 0)
p [junk.number, junk.per_page, junk.total_pages, junk.range, junk.next_page]
p junk.window
