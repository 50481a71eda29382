import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { invalid, Refusal } from '../../lib/errors.js';

/** A file as the upload's multipart body carried it: the client's name and the bytes, unchecked. */
export interface UploadedFile {
  fileName: string;
  content: Buffer;
  /** The body held more than DOCUMENT_MAX_BYTES: the content was cut and must not be stored. */
  truncated: boolean;
}

/** A delivered document checked by its content and written under DOCUMENTS_DIR. */
export interface StoredDocument {
  storageKey: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
}

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

/** Control characters, and the bidirectional overrides that make `fdp.exe` read as `exe.pdf`. */
// eslint-disable-next-line no-control-regex -- stripping them is the point
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const MAX_NAME_LENGTH = 180;

/**
 * The client's file name as a download name only: the last path segment (either slash), without
 * control or direction characters, leading dots and characters a Windows download refuses, capped
 * (keeping the extension). It never names anything on disk.
 */
export function safeDownloadName(name: string, fallbackExtension: string): string {
  const last = name.split(/[/\\]/).pop() ?? '';
  let clean = last
    .replace(UNSAFE_CHARACTERS, '')
    .replace(/[<>:"|?*]/g, '_')
    .trim()
    .replace(/^\.+/, '');
  if (clean.length > MAX_NAME_LENGTH) {
    const dot = clean.lastIndexOf('.');
    const extension = dot > 0 && clean.length - dot <= 6 ? clean.slice(dot) : '';
    clean = clean.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
  }
  return clean === '' ? `document.${fallbackExtension}` : clean;
}

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
