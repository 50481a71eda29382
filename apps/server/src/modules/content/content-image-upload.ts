import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { invalid, Refusal } from '../../lib/errors.js';
import type { UploadedFile } from '../../lib/uploaded-file.js';

/** The pictures content may show, by the type their bytes show (never by the name or the header). */
const IMAGE_TYPES: Record<string, { mime: string; extensions: string[] }> = {
  png: { mime: 'image/png', extensions: ['png'] },
  jpg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  webp: { mime: 'image/webp', extensions: ['webp'] },
  gif: { mime: 'image/gif', extensions: ['gif'] },
};

/** The folder under UPLOADS_DIR (served at `/uploads/`) the back-office's pictures go to. */
const CONTENT_FOLDER = 'content';

/** A name that is more than a name: a path (either slash), a parent, a drive, or control characters. */
// eslint-disable-next-line no-control-regex -- refusing them is the point
const NOT_A_PLAIN_NAME = /[/\\\u0000-\u001f\u007f]|^\.\.?$|\.\.|^[A-Za-z]:/;

/**
 * Pictures for pages, articles and FAQ answers: checked by content (PNG, JPEG, WebP, GIF) and size,
 * refused when the client's name carries a path, then written under `UPLOADS_DIR/content/` with a
 * random name and served publicly by the uploads route (its own Content-Type by extension, nosniff).
 * The client's name is never used on disk. Several instances must share UPLOADS_DIR.
 */
export class ContentImageStore {
  constructor(
    private readonly uploadsDir: string,
    readonly maxBytes: number,
  ) {}

  /** Checks and writes the picture; answers its public path and type. */
  async save(file: UploadedFile): Promise<{ url: string; mimeType: string; sizeBytes: number }> {
    if (NOT_A_PLAIN_NAME.test(file.fileName)) throw invalid('FileNameNotAllowed', 'file');
    if (file.truncated || file.content.length > this.maxBytes)
      throw new Refusal('too-large', 'ImageTooLarge', 'file', [Math.floor(this.maxBytes / (1024 * 1024))]);
    if (file.content.length === 0) throw invalid('FieldCannotBeEmpty', 'file');
    const detected = await fileTypeFromBuffer(file.content);
    const type = detected && IMAGE_TYPES[detected.ext];
    if (!type) throw invalid('ImageTypeNotAllowed', 'file');
    const name = `${randomUUID()}.${type.extensions[0]}`;
    const folder = join(this.uploadsDir, CONTENT_FOLDER);
    await mkdir(folder, { recursive: true, mode: 0o755 });
    await writeFile(join(folder, name), file.content, { mode: 0o644, flag: 'wx' });
    return { url: `/uploads/${CONTENT_FOLDER}/${name}`, mimeType: type.mime, sizeBytes: file.content.length };
  }

  /** Removes a picture whose unit of work (its audit row) was not committed. */
  async discard(url: string): Promise<void> {
    const name = url.split('/').pop();
    if (name) await rm(join(this.uploadsDir, CONTENT_FOLDER, name), { force: true });
  }
}
