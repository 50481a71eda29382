import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { invalid, Refusal } from '../../lib/errors.js';
import { safeDownloadName, type UploadedFile } from '../../lib/uploaded-file.js';

/**
 * What the shop delivers, by the type the content shows (magic bytes, `file-type`), with the
 * file-name extensions each may carry. DOC and XLS are both OLE compound files (`cfb`), told apart
 * by their name only.
 */
const ALLOWED: Record<string, { extensions: string[]; mime?: string }> = {
  pdf: { extensions: ['pdf'] },
  docx: { extensions: ['docx'] },
  xlsx: { extensions: ['xlsx'] },
  odt: { extensions: ['odt'] },
  rtf: { extensions: ['rtf'] },
  jpg: { extensions: ['jpg', 'jpeg'] },
  png: { extensions: ['png'] },
  cfb: { extensions: ['doc', 'xls'] },
};

const CFB_MIME: Record<string, string> = { doc: 'application/msword', xls: 'application/vnd.ms-excel' };

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/**
 * Delivered documents: checked by what they contain (the name's extension must agree with it) and
 * by size, then written privately (0600, in 0700 folders) under `root` with a generated name:
 * `orders/<order id>/<uuid>.<extension>`.
 */
export class DocumentStore {
  constructor(
    private readonly root: string,
    readonly maxBytes: number,
  ) {}

  /** The file's type and download name, or a refusal: 413 DocumentTooLarge, 400 DocumentTypeNotAllowed. */
  async check(file: UploadedFile): Promise<{ fileName: string; mimeType: string; extension: string }> {
    if (file.truncated || file.content.length > this.maxBytes)
      throw new Refusal('too-large', 'DocumentTooLarge', 'file', [Math.floor(this.maxBytes / (1024 * 1024))]);
    if (file.content.length === 0) throw invalid('FieldCannotBeEmpty', 'file');
    const detected = await fileTypeFromBuffer(file.content);
    const allowed = detected && ALLOWED[detected.ext];
    const fileName = safeDownloadName(file.fileName, detected?.ext ?? 'bin');
    const named = extensionOf(fileName);
    if (!detected || !allowed || !allowed.extensions.includes(named))
      throw invalid('DocumentTypeNotAllowed', 'file');
    return { fileName, mimeType: CFB_MIME[named] ?? allowed.mime ?? detected.mime, extension: named };
  }

  /** Writes checked content; answers where it lies below the root. */
  async save(orderId: number, content: Buffer, extension: string): Promise<string> {
    const storageKey = `orders/${orderId}/${randomUUID()}.${extension}`;
    const path = join(this.root, storageKey);
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    await writeFile(path, content, { mode: 0o600, flag: 'wx' });
    return storageKey;
  }

  /** Removes a file whose row was not committed. */
  async discard(storageKey: string): Promise<void> {
    await rm(join(this.root, storageKey), { force: true });
  }
}
