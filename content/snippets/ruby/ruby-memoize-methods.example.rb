class RateService
  extend Memoize

  attr_reader :calls

  def initialize
    @calls = Hash.new(0)
  end

  memoize def rate(from, to, precision: 2)
    @calls[:rate] += 1
    (from.sum + to.sum).fdiv(100).round(precision) # stands in for a slow lookup
  end

  memoize def missing_discount
    @calls[:discount] += 1
    nil
  end
end

svc = RateService.new
p svc.rate('EUR', 'USD')
p svc.rate('EUR', 'USD')
p svc.rate('EUR', 'USD', precision: 4)
p svc.rate('GBP', 'USD')
p svc.calls[:rate]

2.times { p svc.missing_discount }
p svc.calls[:discount]

other = RateService.new
other.rate('EUR', 'USD')
p other.calls[:rate] # caches are per instance

Memoize.reset(svc, :rate)
svc.rate('EUR', 'USD')
p svc.calls[:rate]

begin
  Class.new { extend Memoize; memoize :nope }
rescue NameError => e
  puts "typo caught: #{e.name}"
end
