import net from 'node:net';

export interface TcpProxy {
  /** host:port on 127.0.0.1 that forwards to the target. */
  port: number;
  /** Destroys every open link and refuses new ones (closes them at once) until `restore`. */
  cut(): void;
  /** Stops forwarding in both directions; links stay open and new ones are accepted but stay silent. */
  stall(): void;
  /** Forwards again: stalled links resume, new links are forwarded. */
  restore(): void;
  /** Links currently open through the proxy. */
  openLinks(): number;
  close(): Promise<void>;
}

type Mode = 'forward' | 'cut' | 'stall';

interface Link {
  client: net.Socket;
  upstream: net.Socket;
  /** Bytes held back while stalled, in order, with the socket they are for. */
  held: { to: net.Socket; chunk: Buffer }[];
}

/**
 * A TCP proxy on 127.0.0.1 between the app and a server (PostgreSQL) that a test can cut, stall and
 * restore: the network faults a real deployment sees, without touching the server itself.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: Mode = 'forward';
  const links = new Set<Link>();

  const destroy = (link: Link) => {
    links.delete(link);
    link.client.destroy();
    link.upstream.destroy();
  };

  const server = net.createServer((client) => {
    if (mode === 'cut') {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const link: Link = { client, upstream, held: [] };
    links.add(link);
    const forward = (to: net.Socket) => (chunk: Buffer) => {
      if (mode === 'stall') link.held.push({ to, chunk });
      else to.write(chunk);
    };
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
    for (const socket of [client, upstream]) {
      socket.on('error', () => destroy(link)).on('close', () => destroy(link));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    cut() {
      mode = 'cut';
      for (const link of [...links]) destroy(link);
    },
    stall() {
      mode = 'stall';
    },
    restore() {
      mode = 'forward';
      for (const link of links) {
        for (const { to, chunk } of link.held) to.write(chunk);
        link.held = [];
      }
    },
    openLinks: () => links.size,
    close() {
      for (const link of [...links]) destroy(link);
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
