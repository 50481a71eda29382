/**
 * A per-process cache of content that every request reads (settings, menus, dictionary,
 * catalog). It holds nothing another instance needs: entries are derived from the database and
 * dropped when the shared content revision changes (`readRevision`, the settings module's
 * `content_revision`), which each process re-reads at most once per `ttlMs`. Writers of content
 * bump that revision. See docs/decisions/005-content-cache.md.
 */
export class ContentCache {
  private readonly entries = new Map<string, Promise<unknown>>();
  private revision: string | undefined;
  private checkedAt = 0;
  private pendingCheck: Promise<void> | undefined;

  constructor(
    private readonly readSharedRevision: () => Promise<string>,
    private readonly ttlMs: number,
    /** Without it the cache holds every key (content has few); with it, the least recently used go first. */
    private readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    // Within the TTL nothing is awaited: hot requests get the cached promise as it is.
    if (this.revision !== undefined && Date.now() - this.checkedAt < this.ttlMs) return this.entry(key, load);
    return this.checkRevision().then(() => this.entry(key, load));
  }

  /**
   * Makes the next read check the shared revision at once: called in the process that has just
   * committed a change of content, so that its own next answer shows it (other instances see it
   * within `ttlMs`).
   */
  expire(): void {
    this.checkedAt = 0;
  }

  private entry<T>(key: string, load: () => Promise<T>): Promise<T> {
    let entry = this.entries.get(key) as Promise<T> | undefined;
    if (entry && this.maxEntries !== Number.POSITIVE_INFINITY) {
      // A Map keeps insertion order: moved to the end, it is the most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    if (!entry) {
      entry = load();
      this.entries.set(key, entry);
      entry.catch(() => this.entries.delete(key));
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return entry;
  }

  private async checkRevision(): Promise<void> {
    this.pendingCheck ??= this.readRevision().finally(() => (this.pendingCheck = undefined));
    await this.pendingCheck;
  }

  private async readRevision(): Promise<void> {
    const revision = await this.readSharedRevision();
    if (revision !== this.revision) {
      this.entries.clear();
      this.revision = revision;
    }
    this.checkedAt = Date.now();
  }
}
