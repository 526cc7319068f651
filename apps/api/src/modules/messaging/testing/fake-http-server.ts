import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedForm {
  url: string;
  contentType: string | undefined;
  form: Record<string, string>;
}

/** What the fake answers: a status and text, or `hang` to never answer (for timeouts). */
export type FakeReply = { status?: number; body: string } | 'hang';

export interface FakeHttpServer {
  url: string;
  requests: ReceivedForm[];
  reply: FakeReply;
  close(): Promise<void>;
}

/** A local stand-in for an SMS gateway: records each POSTed form and answers `reply`. */
export async function startFakeHttpServer(path: string, reply: FakeReply): Promise<FakeHttpServer> {
  const requests: ReceivedForm[] = [];
  const state = { reply };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      requests.push({ url: request.url ?? '', contentType: request.headers['content-type'], form });
      const current = state.reply;
      if (current === 'hang') return;
      response.writeHead(current.status ?? 200, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(current.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    requests,
    get reply() {
      return state.reply;
    },
    set reply(value) {
      state.reply = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
