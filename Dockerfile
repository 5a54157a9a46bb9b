# JupyterLab on the course, in replay mode: no key, no network needed at run time.
# Build:  docker build -t forecasting-agents .
# Run:    docker run --rm -p 8888:8888 forecasting-agents   (then open the printed URL)
FROM python:3.11-slim-bookworm

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    UV_PROJECT_ENVIRONMENT=/opt/venv \
    UV_PYTHON_DOWNLOADS=never \
    UV_COMPILE_BYTECODE=1 \
    PATH=/opt/venv/bin:$PATH

RUN pip install --no-cache-dir uv==0.13.9 \
    && useradd --create-home --uid 1000 learner

WORKDIR /course

# Dependencies first, from the lock file only, so editing a notebook does not reinstall them.
COPY pyproject.toml uv.lock README.md ./
RUN uv sync --frozen --no-dev --no-install-project

COPY --chown=learner:learner . .
RUN uv sync --frozen --no-dev \
    && mkdir -p /opt/venv/share/jupyter/lab/settings \
    && cp jupyter/overrides.json /opt/venv/share/jupyter/lab/settings/overrides.json \
    && chown -R learner:learner /course

USER 1000:1000
EXPOSE 8888
CMD ["jupyter", "lab", "--ip=0.0.0.0", "--port=8888", "--no-browser", "--ServerApp.root_dir=/course"]
