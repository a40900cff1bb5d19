"""Publishes an order event every PUBLISH_INTERVAL seconds with publisher confirms.

Every tenth event carries "fail": true; the consumer rejects those, so they reach orders.dead once
the quorum queue's delivery limit (5, set by policy) is used up.
"""

import itertools
import json
import os
import time
import uuid

import pika
from pika.exceptions import AMQPConnectionError, NackError, UnroutableError

from common import backoff, connection_parameters

INTERVAL = float(os.environ.get("PUBLISH_INTERVAL", "2"))


def publish_forever(channel) -> None:
    for number in itertools.count(1):
        body = {"order_id": str(uuid.uuid4()), "number": number, "fail": number % 10 == 0}
        try:
            # With confirms on, basic_publish blocks until the broker has the message on disk
            # (quorum queues) and raises if it was nacked or matched no queue (mandatory).
            channel.basic_publish(
                exchange="orders.events",
                routing_key="order.created",
                body=json.dumps(body).encode(),
                properties=pika.BasicProperties(
                    content_type="application/json",
                    delivery_mode=pika.DeliveryMode.Persistent,
                    message_id=body["order_id"],
                ),
                mandatory=True,
            )
            print(f"published order {number}")
        except UnroutableError:
            print(f"order {number} matched no queue; check the bindings")
        except NackError:
            print(f"order {number} was refused (queue full?); it will not be retried by this demo")
        time.sleep(INTERVAL)


def main() -> None:
    attempt = 0
    while True:
        try:
            with pika.BlockingConnection(connection_parameters()) as connection:
                channel = connection.channel()
                channel.confirm_delivery()
                attempt = 0
                publish_forever(channel)
        except AMQPConnectionError as error:
            print(f"connection lost ({error!r}); reconnecting")
            backoff(attempt)
            attempt += 1


if __name__ == "__main__":
    main()
