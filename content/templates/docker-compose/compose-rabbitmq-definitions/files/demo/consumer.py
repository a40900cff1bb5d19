"""Consumes orders.created with manual acknowledgements and a bounded prefetch."""

import json

import pika
from pika.exceptions import AMQPConnectionError

from common import backoff, connection_parameters

PREFETCH = 20


def handle(channel, method, properties, body: bytes) -> None:
    order = json.loads(body)
    if order.get("fail"):
        # requeue=True hands the message back; after the policy's delivery limit the quorum queue
        # dead-letters it to orders.dlx -> orders.dead instead of redelivering it forever.
        print(f"order {order['number']} failed (delivery count {headers_count(properties)}); requeued")
        channel.basic_nack(delivery_tag=method.delivery_tag, requeue=True)
        return
    print(f"processed order {order['number']}")
    channel.basic_ack(delivery_tag=method.delivery_tag)


def headers_count(properties: pika.BasicProperties) -> int:
    return int((properties.headers or {}).get("x-delivery-count", 0))


def main() -> None:
    attempt = 0
    while True:
        try:
            with pika.BlockingConnection(connection_parameters()) as connection:
                channel = connection.channel()
                # At most PREFETCH unacknowledged messages in flight to this consumer.
                channel.basic_qos(prefetch_count=PREFETCH)
                channel.basic_consume(queue="orders.created", on_message_callback=handle)
                attempt = 0
                channel.start_consuming()
        except AMQPConnectionError as error:
            print(f"connection lost ({error!r}); reconnecting")
            backoff(attempt)
            attempt += 1


if __name__ == "__main__":
    main()
