/** A file as an upload's multipart body carried it: the client's name and the bytes, unchecked. */
export interface UploadedFile {
  fileName: string;
  content: Buffer;
  /** The body held more than the call's limit: the content was cut and must not be stored. */
  truncated: boolean;
}

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
