from datetime import datetime

from sqlalchemy import ForeignKey, String, create_engine, func, select
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column, relationship, selectinload


class Base(DeclarativeBase):
    pass


class User(Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(primary_key=True)
    email: Mapped[str] = mapped_column(String(255), unique=True)
    full_name: Mapped[str]
    created_at: Mapped[datetime] = mapped_column(server_default=func.now())
    orders: Mapped[list["Order"]] = relationship(back_populates="user")


class Order(Base):
    __tablename__ = "orders"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"), index=True)
    status: Mapped[str] = mapped_column(String(20), default="pending")
    total_cents: Mapped[int] = mapped_column(default=0)
    user: Mapped[User] = relationship(back_populates="orders")


def top_customers(session: Session, limit: int = 10) -> list[tuple[str, int]]:
    stmt = (
        select(User.email, func.sum(Order.total_cents).label("revenue"))
        .join(Order)
        .where(Order.status.in_(["paid", "shipped"]))
        .group_by(User.email)
        .order_by(func.sum(Order.total_cents).desc())
        .limit(limit)
    )
    return [(email, revenue) for email, revenue in session.execute(stmt)]


def users_with_orders(session: Session) -> list[User]:
    # selectinload fetches all orders in one extra query instead of one per user.
    return list(session.scalars(select(User).options(selectinload(User.orders)).order_by(User.id)))


engine = create_engine("sqlite:///:memory:", echo=False)
Base.metadata.create_all(engine)
