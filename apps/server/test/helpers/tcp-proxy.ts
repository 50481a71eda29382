import { type AddressInfo, createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback in front of a real server (PostgreSQL), which a test can make hold every
 * byte in both directions (a network that swallows packets, a database frozen mid-failover) and
 * then let go. Held bytes are kept and delivered on release, to connections still open.
 */
export class TcpProxy {
  private readonly server: Server;
  private readonly pairs = new Set<{ client: Socket; upstream: Socket; held: Buffer[][] }>();
  private holding = false;

  private constructor(
    private readonly target: { host: string; port: number },
    server: Server,
  ) {
    this.server = server;
  }

  /** Listens on 127.0.0.1 (`port`, or one the system picks) and forwards to `target`. */
  static async start(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
    const server = createServer();
    const proxy = new TcpProxy(target, server);
    server.on('connection', (client) => proxy.pair(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    return proxy;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** Holds every byte from now on, of open connections and of new ones. */
  hold(): void {
    this.holding = true;
  }

  /** Delivers what was held and forwards again. */
  release(): void {
    this.holding = false;
    for (const pair of this.pairs) {
      const [toUpstream, toClient] = pair.held;
      for (const chunk of toUpstream!.splice(0)) if (!pair.upstream.destroyed) pair.upstream.write(chunk);
      for (const chunk of toClient!.splice(0)) if (!pair.client.destroyed) pair.client.write(chunk);
    }
  }

  async close(): Promise<void> {
    for (const pair of this.pairs) {
      pair.client.destroy();
      pair.upstream.destroy();
    }
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private pair(client: Socket): void {
    const upstream = createConnection(this.target);
    const pair = { client, upstream, held: [[], []] as Buffer[][] };
    this.pairs.add(pair);
    const forward = (to: Socket, held: Buffer[]) => (chunk: Buffer) => {
      if (this.holding) held.push(chunk);
      else if (!to.destroyed) to.write(chunk);
    };
    client.on('data', forward(upstream, pair.held[0]!));
    upstream.on('data', forward(client, pair.held[1]!));
    const end = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on('close', end);
      socket.on('error', end);
    }
  }
}
