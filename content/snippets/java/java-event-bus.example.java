class Main {
    sealed interface OrderEvent permits OrderPlaced, OrderShipped {
        String orderId();
    }

    record OrderPlaced(String orderId, int cents) implements OrderEvent {}

    record OrderShipped(String orderId, String carrier) implements OrderEvent {}

    public static void main(String[] args) {
        var bus = new EventBus((event, error) -> System.out.println("  handler failed on " + event + ": " + error.getMessage()));

        bus.subscribe(OrderPlaced.class, e -> System.out.println("  email: thanks for order " + e.orderId()));
        var audit = bus.subscribe(OrderEvent.class, e -> System.out.println("  audit: " + e));
        bus.subscribe(OrderShipped.class, e -> {
            if (e.carrier().isBlank()) throw new IllegalArgumentException("no carrier");
            System.out.println("  sms: " + e.orderId() + " shipped with " + e.carrier());
        });

        System.out.println("publish placed:");
        System.out.println("delivered to " + bus.publish(new OrderPlaced("A-1", 4_999)));
        System.out.println("publish shipped:");
        System.out.println("delivered to " + bus.publish(new OrderShipped("A-1", "UPS")));
        System.out.println("publish shipped with blank carrier:");
        System.out.println("delivered to " + bus.publish(new OrderShipped("A-2", " ")));

        audit.close();
        audit.close(); // closing twice is harmless
        System.out.println("after closing audit:");
        int reached = bus.publish(new OrderPlaced("A-3", 100));
        System.out.println("delivered to " + reached);
        System.out.println("unrelated event reaches " + bus.publish("just a string"));
    }
}
