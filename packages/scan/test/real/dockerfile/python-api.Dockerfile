FROM python:3.12-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_INDEX_URL=https://pypi.org/simple \
    PIP_EXTRA_INDEX_URL=https://deploy:Xk9#mQ2v@pypi.internal.example.com/simple

RUN apt-get update \
 && apt-get install -y --no-install-recommends curl ca-certificates \
 && rm -rf /var/lib/apt/lists/*

# Poetry's installer, pinned
RUN curl -sSL https://install.python-poetry.org | python3 - --version 1.8.3

WORKDIR /srv
COPY pyproject.toml poetry.lock ./
RUN poetry install --no-root --only main

COPY . .
ENV DATABASE_URL=postgresql://api:${DB_PASSWORD}@postgres:5432/api \
    REDIS_URL=redis://redis:6379/0 \
    CELERY_BROKER_URL="amqp://guest:guest@rabbitmq:5672//"
EXPOSE 8000
CMD ["gunicorn", "app.main:app", "--bind", "0.0.0.0:8000", "--worker-class", "uvicorn.workers.UvicornWorker"]
