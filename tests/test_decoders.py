"""Properties of the reply-body decoders (forecasting_agents.core._decoders) and of the session
that applies them: a compressed body, stacked or not, split at any chunk boundary, decodes to
the bytes that were compressed; no more than the cap is ever returned; a body over the cap, or
cut short, is refused with the problem the error message names."""

from __future__ import annotations

import gzip
import itertools
import zlib
from unittest import mock

import httpx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import forecasting_agents.http as http
from forecasting_agents.core._decoders import DecodingError, ReplyDecoder

ENCODERS = {
    "gzip": ("gzip", gzip.compress),
    "x-gzip": ("X-GZIP", gzip.compress),
    "zlib": ("deflate", zlib.compress),
    "raw deflate": ("deflate", lambda data: zlib.compress(data, wbits=-15)),
}
"""Each way a server may compress: the name it sends in Content-Encoding, and the compressor."""


@st.composite
def payloads(draw: st.DrawFn) -> bytes:
    """Bytes from empty to tens of kilobytes, some repetitive (they compress a thousandfold),
    some not."""
    parts = draw(st.lists(st.binary(max_size=40), max_size=4))
    return b"".join(parts) * draw(st.integers(1, 600))


@st.composite
def compressed(draw: st.DrawFn) -> tuple[bytes, str, bytes]:
    """(data, Content-Encoding header, body): data compressed once to three times."""
    data = draw(payloads())
    ways = draw(st.lists(st.sampled_from(sorted(ENCODERS)), min_size=1, max_size=3))
    body = data
    for way in ways:  # the first coding listed is the first applied
        body = ENCODERS[way][1](body)
    header = ", ".join(ENCODERS[way][0] for way in ways)
    return data, header, body


def split(body: bytes, cuts: list[int]) -> list[bytes]:
    """``body`` cut at ``cuts`` (positions, any order, repeats giving empty chunks)."""
    points = [0, *sorted(cut % (len(body) + 1) for cut in cuts), len(body)]
    return [body[a:b] for a, b in itertools.pairwise(points)]


def decode_all(decoder: ReplyDecoder, chunks: list[bytes], out: list[bytes]) -> bytes:
    """Every chunk through ``decoder`` then its flush; what it returned is appended to ``out``
    as it comes, so a caller still sees it when the decoder raises."""
    for chunk in chunks:
        out.append(decoder.decode(chunk))
    out.append(decoder.flush())
    return b"".join(out)


@given(compressed(), st.lists(st.integers(0, 10**6), max_size=25), st.integers(1, 120_000))
@settings(max_examples=400)
def test_a_compressed_body_split_anywhere_decodes_to_its_bytes_or_is_refused_at_the_cap(
    sample, cuts, cap
):
    data, header, body = sample
    decoder = ReplyDecoder(header, cap)
    assert decoder.decodes
    out: list[bytes] = []
    fits = len(data) <= cap and len(body) <= 2 * cap
    if fits:
        assert decode_all(decoder, split(body, cuts), out) == data
    else:
        with pytest.raises(DecodingError) as refused:
            decode_all(decoder, split(body, cuts), out)
        assert refused.value.problem in (
            f"is larger than {cap:,} bytes (once decompressed)",
            f"sent more than {2 * cap:,} bytes",
        )
        if len(body) <= 2 * cap:  # then the cap on decoded bytes is what refused it
            assert refused.value.problem.startswith("is larger than")
    returned = b"".join(out)
    assert len(returned) <= cap  # the cap holds whatever the body
    assert data.startswith(returned)  # and what came out before a refusal is the body's start


@given(compressed(), st.data())
@settings(max_examples=200)
def test_a_compressed_body_cut_short_is_refused_as_not_decompressible(sample, draw):
    _, header, body = sample
    end = draw.draw(st.integers(1, len(body) - 1), label="cut at")
    cuts = draw.draw(st.lists(st.integers(0, end), max_size=10), label="chunks")
    with pytest.raises(DecodingError, match=r"^could not be decompressed$"):
        decode_all(ReplyDecoder(header, 10**6), split(body[:end], cuts), [])


@given(
    st.sampled_from(["", "identity", "br", "utf-8", "zstd"]),
    st.binary(max_size=2_000),
    st.lists(st.integers(0, 2_000), max_size=10),
    st.integers(1, 3_000),
)
def test_a_coding_not_read_here_passes_through_as_sent_within_the_cap(header, body, cuts, cap):
    decoder = ReplyDecoder(header, cap)
    assert not decoder.decodes
    out: list[bytes] = []
    if len(body) <= cap:
        assert decode_all(decoder, split(body, cuts), out) == body
        assert out[-1] == b""  # nothing is held back for the flush
    else:
        with pytest.raises(DecodingError) as refused:
            decode_all(decoder, split(body, cuts), out)
        # A chunk over twice the cap is refused as sent, before it is counted as decoded.
        assert refused.value.problem in (
            f"is larger than {cap:,} bytes (once decompressed)",
            f"sent more than {2 * cap:,} bytes",
        )
        assert len(b"".join(out)) <= cap


def test_bytes_after_a_gzip_end_are_ignored_but_counted_as_sent():
    body = gzip.compress(b"{}") + b"junk" * 10
    assert decode_all(ReplyDecoder("gzip", 100), [body], []) == b"{}"
    with pytest.raises(DecodingError, match=r"^sent more than 40 bytes$"):
        decode_all(ReplyDecoder("gzip", 20), [body[:30], body[30:]], [])


@given(compressed(), st.lists(st.integers(0, 10**6), max_size=12), st.integers(1, 60_000))
@settings(max_examples=60)
def test_the_session_reads_a_body_split_anywhere_as_its_decoder_does(sample, cuts, cap):
    """Through :class:`HttpSession` (an httpx mock transport sending the chunks): the bytes
    read are the decoder's, and a refusal is an ``httpx.ReadError`` naming the same problem."""
    data, header, body = sample
    chunks = split(body, cuts)
    transport = httpx.MockTransport(
        lambda request: httpx.Response(
            200, headers={"content-encoding": header}, content=iter(chunks)
        )
    )
    with mock.patch.object(http, "MAX_REPLY_BYTES", cap):
        session = http.HttpSession(30, transport)
        try:
            expected: bytes | DecodingError
            try:
                expected = decode_all(ReplyDecoder(header, cap), chunks, [])
            except DecodingError as error:
                expected = error
            if isinstance(expected, bytes):
                reply = session.client.get("http://x/")
                assert reply.content == expected == data
                assert "content-encoding" not in reply.headers  # httpx must not decode it again
            else:
                with pytest.raises(httpx.ReadError) as refused:
                    session.client.get("http://x/")
                assert getattr(refused.value, "problem", None) == expected.problem
        finally:
            session.close()
