import type { StructuredDataBlock } from '@/lib/structured-data/json-ld';

/** Where a render on the server collects the page's blocks, with the shop's address for their URLs. */
export interface StructuredDataSink {
  siteUrl: string;
  add(block: StructuredDataBlock): void;
}

let serverSink: () => StructuredDataSink | undefined = () => undefined;

/** Set once by the server's renderer (entry-server.tsx): the collection of the render in hand. */
export function setServerStructuredDataSink(source: () => StructuredDataSink | undefined): void {
  serverSink = source;
}

/**
 * Declares structured data about what the page shows; `build` makes it from the page's data and
 * the shop's address. The server's renderer writes each block into the document's head. Nothing
 * is rendered here, and the browser never builds a block: the shop's CSP requires Trusted Types
 * for scripts, and React makes every `<script>` element it renders through `innerHTML`, which the
 * browser then refuses, so a page reached by a navigation in the app could not render one. A
 * search engine reads the document the server sent, and nothing in the app changes its head.
 */
export function StructuredData({ build }: { build: (siteUrl: string) => StructuredDataBlock }) {
  const sink = serverSink();
  if (sink) sink.add(build(sink.siteUrl));
  return null;
}
