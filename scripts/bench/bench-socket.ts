import WebSocket from 'ws';
import { type RawSocketEvents, RawWebSocket } from './raw-websocket';

// The load generator's sockets: the bare client of raw-websocket.ts for plain sockets, `ws` for sockets
// that offer permessage-deflate (DEFLATE=1: inflating is what such a browser does, and ws knows how). Both
// report through the same events, so the generator's bookkeeping does not know which one it holds.

export interface BenchSocket {
  send(text: string): void;
  terminate(): void;
}

export function openBenchSocket(
  url: string,
  options: { headers: Record<string, string>; deflate: boolean },
  on: RawSocketEvents,
): BenchSocket {
  if (!options.deflate) return new RawWebSocket(url, options.headers, on);
  const socket = new WebSocket(url, { perMessageDeflate: { threshold: 0 }, headers: options.headers });
  socket.on('open', () => on.open());
  socket.on('unexpected-response', (_request, response) => {
    on.refused(`HTTP/${response.httpVersion} ${response.statusCode}`);
    socket.terminate();
  });
  socket.on('error', (error) => on.error(error));
  socket.on('close', (code, reason) => on.close(code, String(reason)));
  socket.on('message', (data: Buffer, isBinary: boolean) => {
    if (!isBinary) on.text(data);
  });
  return socket;
}
