

calls = []


@ttl_cache(seconds=0.2, maxsize=2)
def exchange_rate(base: str, quote: str = "EUR") -> float:
    calls.append((base, quote))
    return {"USD": 0.92, "GBP": 1.17}[base]


print(exchange_rate("USD"), exchange_rate("USD"), exchange_rate(base="USD"))
exchange_rate("GBP")
exchange_rate("USD", quote="EUR")  # a third key: the least recently used one goes
print("stats:", exchange_rate.cache_stats())
print("calls:", calls)

time.sleep(0.25)  # past the time to live: computed again
exchange_rate("USD")
print("after expiry:", exchange_rate.cache_stats())

exchange_rate.cache_clear()
exchange_rate("GBP")
print("after clear:", exchange_rate.cache_stats(), exchange_rate.__name__)
