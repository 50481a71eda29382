import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An answer already serialised (a cached JSON text) or a file's bytes; anything else a handler
 * returns is the call's JSON answer object.
 */
export class RawAnswer {
  constructor(
    readonly payload: Buffer,
    /** The same payload already compressed, for answers sent many times. */
    readonly encoded: PrecompressedPayload = {},
    readonly contentType = 'application/json; charset=utf-8',
  ) {}
}

export interface PrecompressedPayload {
  br?: Buffer;
  gzip?: Buffer;
}

const brotli = promisify(brotliCompress);
const gzipCompress = promisify(gzip);

/**
 * Compresses once: by default at the best settings, for answers that are cached and sent many
 * times; `brotliQuality` lower for answers that may be sent only a few times.
 */
export async function precompress(
  payload: Buffer,
  brotliQuality = zlibConstants.BROTLI_MAX_QUALITY,
): Promise<PrecompressedPayload> {
  const [br, gz] = await Promise.all([
    brotli(payload, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
    gzipCompress(payload),
  ]);
  return { br, gzip: gz };
}

/**
 * Brotli's quality for an answer sent again but perhaps not often (a search's): about 1 ms for a
 * search's first page of 8 KB, where the best quality takes 13 ms to make it 12 % smaller.
 */
const REPEATED_QUALITY = 5;

const encodedAnswers = new WeakMap<object, Promise<RawAnswer>>();

/**
 * The answer for a value that the content cache hands out unchanged until the content changes:
 * serialised and compressed the first time it is sent, reused while the same object comes back.
 */
export function encodedOnce(value: object, brotliQuality?: number): Promise<RawAnswer> {
  let answer = encodedAnswers.get(value);
  if (!answer) {
    const payload = Buffer.from(JSON.stringify(value));
    answer = precompress(payload, brotliQuality).then((encoded) => new RawAnswer(payload, encoded));
    encodedAnswers.set(value, answer);
  }
  return answer;
}

const seenOnce = new WeakSet<object>();

/**
 * For a cached answer that may or may not be asked again (a search): the first time it goes out as
 * it is (serialised and compressed for this request only, cheaply), from the second time on
 * through `encodedOnce` at a middling brotli quality (the best one cost a search's second asker
 * more time than the search).
 */
export function encodedWhenRepeated<T extends object>(value: T): T | Promise<RawAnswer> {
  if (seenOnce.has(value)) return encodedOnce(value, REPEATED_QUALITY);
  seenOnce.add(value);
  return value;
}

interface SplicedBase {
  /** `{...base,` : the opening bytes that each answer continues with its own fields. */
  prefix: Buffer;
  /** The answer with the fields every visitor shares (a guest's), encoded once. */
  shared: Promise<RawAnswer>;
  /** The same answer once it is encoded: handed out as it is, without a promise to wait on. */
  sharedReady?: RawAnswer;
}

const splicedBases = new WeakMap<object, SplicedBase>();

/**
 * A cached object (`base`, the same object until the content changes) and a few fields of this
 * request, as one JSON object: the base is serialised once, and the answer for `sharedFields` (the
 * same for every guest) is also compressed once. `fields` must not repeat a key of `base`.
 */
export function splicedAnswer(
  base: object,
  fields: Record<string, unknown>,
  sharedFields: Record<string, unknown>,
  isShared: boolean,
): Promise<RawAnswer> | RawAnswer {
  const entry = splicedBase(base, sharedFields);
  if (isShared) return entry.sharedReady ?? entry.shared;
  return new RawAnswer(Buffer.concat([entry.prefix, Buffer.from(JSON.stringify(fields).slice(1))]));
}

function splicedBase(base: object, sharedFields: Record<string, unknown>): SplicedBase {
  let entry = splicedBases.get(base);
  if (!entry) {
    const prefix = Buffer.from(`${JSON.stringify(base).slice(0, -1)},`);
    const payload = Buffer.concat([prefix, Buffer.from(JSON.stringify(sharedFields).slice(1))]);
    const made: SplicedBase = {
      prefix,
      shared: precompress(payload).then((encoded) => (made.sharedReady = new RawAnswer(payload, encoded))),
    };
    entry = made;
    splicedBases.set(base, entry);
  }
  return entry;
}

type AcceptedEncoding = 'br' | 'gzip' | undefined;

/** Browsers send a handful of distinct Accept-Encoding values; a small memo skips re-parsing them. */
const acceptedEncodingMemo = new Map<string, AcceptedEncoding>();
const ACCEPTED_ENCODING_MEMO_SIZE = 64;

/** The best encoding the client accepts (brotli, then gzip), honouring q=0. */
export function acceptedEncoding(header: string | undefined): AcceptedEncoding {
  if (!header) return undefined;
  const known = acceptedEncodingMemo.get(header);
  if (known !== undefined || acceptedEncodingMemo.has(header)) return known;
  const parsed = parseAcceptEncoding(header);
  if (acceptedEncodingMemo.size < ACCEPTED_ENCODING_MEMO_SIZE) acceptedEncodingMemo.set(header, parsed);
  return parsed;
}

function parseAcceptEncoding(header: string): AcceptedEncoding {
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

const COMPRESS_FROM_BYTES = 1024;
const brotliOnTheFly = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * The bytes of an answer in the best encoding the client takes (precompressed when cached, else
 * compressed now), with its headers set on `reply`: the call's handler returns them and Fastify
 * sends them as they are. (A handler that sent them itself and returned the reply would make
 * Fastify wait for the response's end through stream listeners on every call.)
 */
export function answerBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: RawAnswer,
): Buffer | Promise<Buffer> {
  reply.type(answer.contentType).header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding || answer.payload.length < COMPRESS_FROM_BYTES) return answer.payload;
  const encoded = answer.encoded[encoding];
  if (encoded) {
    reply.header('content-encoding', encoding);
    return encoded;
  }
  const compressed =
    encoding === 'br' ? brotli(answer.payload, brotliOnTheFly) : gzipCompress(answer.payload);
  return compressed.then((bytes) => {
    reply.header('content-encoding', encoding);
    return bytes;
  });
}
