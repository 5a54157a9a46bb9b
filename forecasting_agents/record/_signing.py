"""Signing a trace: who vouches for it, beside the digest that says it was not changed.

A trace's digest (:func:`forecasting_agents.record.trace_digest`) is an unkeyed SHA-256 of its
content: it catches an accidental or careless edit, but anyone who edits a trace can compute
the new digest. A signature adds authenticity: with a signing key configured, a saved trace
carries an Ed25519 signature of its digest and the public key that checks it, so an edit, even
with a recomputed digest, fails verification unless the editor also holds the private key;
and ``forecast-agents verify --public-key FILE`` fails any trace not signed by the key you
trust (a forger who re-signs with their own key, or strips the signature, is caught there).

Conventions
-----------
- The private key is a PEM file (PKCS8, unencrypted) named by ``FORECAST_SIGNING_KEY`` or passed
  to :meth:`forecasting_agents.record.RunTrace.save`; ``forecast-agents keygen DIR`` makes a
  pair, the private one readable by its owner only. The key never enters a trace: only the
  public key does, and its fingerprint is what to publish.
- A signature is ``{"algorithm": "ed25519", "public_key": <base64 of 32 bytes>, "value":
  <base64 of 64 bytes>}`` over the UTF-8 bytes of the digest string (``sha256:<hex>``).
- ``cryptography`` is imported only when a key is used or a signature is checked.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from forecasting_agents.core._files import write_atomic
from forecasting_agents.record._records import TraceFormatError, short_repr

__all__ = [
    "PRIVATE_KEY_MODE",
    "PUBLIC_KEY_BYTES",
    "SIGNATURE_ALGORITHM",
    "SIGNATURE_BYTES",
    "SIGNING_KEY_ENV_VAR",
    "SigningKeyError",
    "check_signature",
    "generate_signing_key",
    "key_fingerprint",
    "load_public_key",
    "load_signing_key",
    "sign_digest",
]

SIGNING_KEY_ENV_VAR = "FORECAST_SIGNING_KEY"
"""The environment variable naming the private key file every saved trace is signed with."""

SIGNATURE_ALGORITHM = "ed25519"
PUBLIC_KEY_BYTES = 32
SIGNATURE_BYTES = 64
PRIVATE_KEY_FILE, PUBLIC_KEY_FILE = "trace_signing_key.pem", "trace_signing_key.pub.pem"
PRIVATE_KEY_MODE = 0o600


class SigningKeyError(ValueError):
    """A signing or public key file is missing or is not an Ed25519 key; names the file."""


def load_signing_key(path: str | Path | None = None) -> Any | None:
    """The Ed25519 private key at ``path``, else at ``FORECAST_SIGNING_KEY``, else None."""
    given = path if path is not None else os.environ.get(SIGNING_KEY_ENV_VAR, "").strip()
    if not given:
        return None
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
    from cryptography.hazmat.primitives.serialization import load_pem_private_key

    key = _load_pem(Path(given), lambda data: load_pem_private_key(data, password=None))
    if not isinstance(key, Ed25519PrivateKey):
        raise SigningKeyError(f"{given}: not an Ed25519 private key; make one with keygen")
    return key


def load_public_key(path: str | Path) -> str:
    """The base64 raw public key in the PEM file ``path``, as a signature records it."""
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey
    from cryptography.hazmat.primitives.serialization import load_pem_public_key

    key = _load_pem(Path(path), load_pem_public_key)
    if not isinstance(key, Ed25519PublicKey):
        raise SigningKeyError(f"{path}: not an Ed25519 public key")
    return _raw_public(key)


def generate_signing_key(directory: str | Path) -> tuple[Path, Path]:
    """Write a new key pair into ``directory``; never replaces an existing key file."""
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    folder = Path(directory)
    folder.mkdir(parents=True, exist_ok=True)
    key = Ed25519PrivateKey.generate()
    private = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    public = key.public_key().public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    )
    private_path = write_atomic(
        folder / PRIVATE_KEY_FILE, private, mode=PRIVATE_KEY_MODE, exclusive=True
    )
    public_path = write_atomic(folder / PUBLIC_KEY_FILE, public, exclusive=True)
    return private_path, public_path


def sign_digest(digest: str, key: Any) -> dict[str, str]:
    """The signature record of ``digest`` (``sha256:<hex>``) by the private ``key``."""
    return {
        "algorithm": SIGNATURE_ALGORITHM,
        "public_key": _raw_public(key.public_key()),
        "value": base64.b64encode(key.sign(digest.encode("utf-8"))).decode("ascii"),
    }


def check_signature(signature: object, digest: str, source: str) -> None:
    """Raise :class:`TraceFormatError` unless ``signature`` is a valid one of ``digest``."""
    public, value = _parts(signature, source)
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

    try:
        Ed25519PublicKey.from_public_bytes(public).verify(value, digest.encode("utf-8"))
    except InvalidSignature:
        raise TraceFormatError(
            source,
            "signature",
            "does not match the content: the trace was changed after it was signed (a "
            "recomputed digest does not help without the private key)",
        ) from None


def key_fingerprint(public_key: str) -> str:
    """A short, stable name of a public key to publish and compare: ``ed25519:<16 hex>``."""
    raw = base64.b64decode(public_key.encode("ascii"))
    return f"{SIGNATURE_ALGORITHM}:{hashlib.sha256(raw).hexdigest()[:16]}"


def _parts(signature: object, source: str) -> tuple[bytes, bytes]:
    expected = {"algorithm", "public_key", "value"}
    if not isinstance(signature, Mapping) or set(signature) != expected:
        raise TraceFormatError(
            source, "signature", f"expected null or {sorted(expected)}, got {short_repr(signature)}"
        )
    if signature["algorithm"] != SIGNATURE_ALGORITHM:
        raise TraceFormatError(
            source,
            "signature.algorithm",
            f"expected {SIGNATURE_ALGORITHM!r}, got {short_repr(signature['algorithm'])}",
        )
    public = _decoded(signature["public_key"], PUBLIC_KEY_BYTES, source, "signature.public_key")
    value = _decoded(signature["value"], SIGNATURE_BYTES, source, "signature.value")
    return public, value


def _decoded(text: object, size: int, source: str, where: str) -> bytes:
    try:
        raw = base64.b64decode(str(text).encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError):
        raw = b""
    if not isinstance(text, str) or len(raw) != size:
        raise TraceFormatError(
            source, where, f"expected base64 of {size} bytes, got {short_repr(text)}"
        )
    return raw


def _raw_public(public_key: Any) -> str:
    from cryptography.hazmat.primitives import serialization

    raw = public_key.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    return base64.b64encode(raw).decode("ascii")


def _load_pem(path: Path, load: Any) -> Any:
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise SigningKeyError(f"{path}: cannot read the key file ({exc.strerror})") from None
    try:
        return load(data)
    except (ValueError, TypeError) as exc:
        raise SigningKeyError(f"{path}: not a PEM key file ({exc})") from None
