/**
 * Rendered PDFs by key, in this process only: at most `maxEntries`, the least recently used
 * dropped first. Concurrent asks for a key not yet rendered share its one render; a failed render
 * is not kept, so the next ask tries again.
 */
export class RenderedPdfCache {
  private readonly entries = new Map<string, Promise<Buffer>>();
  /** Renders started since the process began (each is a miss). */
  private started = 0;

  constructor(private readonly maxEntries: number) {}

  get renders(): number {
    return this.started;
  }

  /** Whether `key` is rendered or being rendered. */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const cached = this.entries.get(key);
    if (cached) {
      // A Map keeps insertion order: moved to the end, it is the most recently used.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    this.started++;
    const rendering = render();
    this.entries.set(key, rendering);
    rendering.catch(() => {
      if (this.entries.get(key) === rendering) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return rendering;
  }
}
