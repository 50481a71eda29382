import multipart, { type MultipartFile } from '@fastify/multipart';
import type { ApiCall } from '@storefront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { invalid } from '../lib/errors.js';
import type { AccessService } from '../modules/auth/access.service.js';
import type { RawAnswer } from './answer.js';
import type { CallContext } from './serve-call.js';

/** A file as the upload's multipart body carried it: the client's name and the bytes, unchecked. */
export interface ReceivedFile {
  fileName: string;
  content: Buffer;
  /** The body held more than the call's limit: the content was cut and must not be kept. */
  truncated: boolean;
}

export interface UploadOptions {
  access: AccessService;
  /** The largest file taken; a larger one is read to its end and handed over `truncated`. */
  maxBytes: number;
  /** The client's file name as sent, so that a path in it can be refused rather than cut off unseen. */
  preservePath?: boolean;
}

/**
 * Serves one back-office call that takes a file (`multipart/form-data`, the file in the part
 * `file`), in a scope of its own: the rest of the API keeps the form parser, which refuses files.
 * The file is read only for a caller of the call's access level in their own session whose
 * `auth_key` came before it; anyone else's is drained unread (the call then answers 401/403), so a
 * stranger cannot make the server hold `maxBytes`. No file answers 400 on `file`.
 */
export async function serveUploadCall<C extends ApiCall & { access: 'manager' | 'admin' }>(
  app: FastifyInstance,
  call: C,
  options: UploadOptions,
  handler: (context: CallContext<C>, file: ReceivedFile) => Promise<z.output<C['answer']> | RawAnswer>,
): Promise<void> {
  // The declaration is what the API's description tells integrators to send.
  if (!call.takesFile) throw new Error(`the call ${call.name} takes a file but is not declared takesFile`);
  const files = new WeakMap<FastifyRequest, ReceivedFile>();

  async function readFilePart(request: FastifyRequest, part: MultipartFile) {
    const key = (part.fields.auth_key as { value?: unknown } | undefined)?.value;
    const allowed =
      part.fieldname === 'file' &&
      typeof key === 'string' &&
      (await options.access.callerOf(call.access, { authKey: key }).then(
        () => true,
        () => false,
      ));
    if (!allowed || files.has(request)) {
      part.file.resume();
      await new Promise((resolve) => part.file.once('end', resolve));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    files.set(request, {
      fileName: part.filename,
      content: Buffer.concat(chunks),
      truncated: part.file.truncated,
    });
  }

  await app.register(async (scope) => {
    scope.removeContentTypeParser('multipart/form-data');
    await scope.register(multipart, {
      attachFieldsToBody: 'keyValues',
      // A file cut at the limit is read to its end and refused by the call's service.
      throwFileSizeLimit: false,
      preservePath: options.preservePath ?? false,
      limits: {
        fileSize: options.maxBytes,
        files: 1,
        fields: 10,
        parts: 12,
        fieldSize: 1024,
        fieldNameSize: 100,
        headerPairs: 100,
      },
      async onFile(this: FastifyRequest, part: MultipartFile) {
        await readFilePart(this, part);
      },
    });
    scope.serveCall(call, async (context) => {
      const file = files.get(context.request);
      if (!file) throw invalid('FieldCannotBeEmpty', 'file');
      return handler(context, file);
    });
  });
}
