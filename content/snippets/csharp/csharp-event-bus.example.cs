using System;

sealed class OrderPlaced
{
    public OrderPlaced(string id, decimal total) { Id = id; Total = total; }
    public string Id { get; }
    public decimal Total { get; }
}

static class Program
{
    static void Main()
    {
        var bus = new EventBus();
        var email = bus.Subscribe<OrderPlaced>(o => Console.WriteLine($"email: order {o.Id} confirmed"));
        bus.Subscribe<OrderPlaced>(o => Console.WriteLine($"stats: {o.Total:+0.00;-0.00}"));
        bus.Subscribe<OrderPlaced>(o => { if (o.Total < 0) throw new ArgumentException($"negative total on {o.Id}"); });
        bus.Subscribe<string>(s => Console.WriteLine("log: " + s));

        int ran = bus.Publish(new OrderPlaced("A-1", 19.90m));
        Console.WriteLine($"handlers ran: {ran}");

        email.Dispose();
        email.Dispose();
        ran = bus.Publish(new OrderPlaced("A-2", -5m), e => Console.WriteLine("handler failed: " + e.Message));
        Console.WriteLine($"handlers ran: {ran}");

        bus.Publish("hello");
        Console.WriteLine($"no subscribers: {bus.Publish(42)}");
    }
}
