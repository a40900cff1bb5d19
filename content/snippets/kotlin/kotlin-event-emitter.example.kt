sealed class OrderEvent(val orderId: Int) {
    class Placed(orderId: Int, val total: Double) : OrderEvent(orderId)
    class Shipped(orderId: Int, val carrier: String) : OrderEvent(orderId)
}

fun main() {
    val bus = EventBus(onError = { println("handler failed: ${it.message}") })

    bus.on<OrderEvent.Placed> { println("email: order ${it.orderId} placed, total ${it.total}") }
    val audit = bus.on<OrderEvent> { println("audit: ${it.javaClass.simpleName} #${it.orderId}") }
    bus.once<OrderEvent.Shipped> { println("first shipment ever went with ${it.carrier}") }
    bus.on<OrderEvent.Shipped> { if (it.carrier == "Unknown") throw IllegalStateException("no tracking for ${it.orderId}") }

    println("delivered to ${bus.publish(OrderEvent.Placed(1, 59.90))}")
    println("delivered to ${bus.publish(OrderEvent.Shipped(1, "DHL"))}")
    println("delivered to ${bus.publish(OrderEvent.Shipped(2, "Unknown"))}")

    audit.close()
    println("after closing audit: delivered to ${bus.publish(OrderEvent.Placed(3, 12.5))}")
    println("unrelated event: delivered to ${bus.publish("just a string")}")
}
