// The page-speed bench's HTTPS front: what stands before the platform in production (README,
// "Production belongs behind TLS"). A TLS proxy there (nginx, Caddy, a cloud load balancer) speaks
// HTTP/2 to the browser and HTTP/1.1 to the platform; this one does the same, with a certificate
// made for the run, so that Lighthouse models the phone's connection as a deployment serves it
// (docs/decisions/046). WebSocket upgrades pass through as raw sockets, as a proxy passes them.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import { join } from 'node:path';

// Headers of one connection, not of the message: a proxy never forwards them (RFC 9110, 7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'http2-settings',
]);

const forwardable = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));

/** A self-signed certificate for 127.0.0.1 in `dir` (the browser is told to accept it). */
function certificate(dir) {
  const key = join(dir, 'front-key.pem');
  const cert = join(dir, 'front-cert.pem');
  try {
    execFileSync(
      'openssl',
      // biome-ignore format: one command line
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', key, '-out', cert],
      { stdio: 'ignore' },
    );
  } catch (err) {
    throw new Error(
      `the bench's HTTPS front needs openssl to make its certificate (apt-get install openssl): ${err.message}`,
    );
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** An HTTPS (HTTP/2 and HTTP/1.1) front for the platform at `target`; its origin and how to close it. */
export async function startHttpsFront(target, dir) {
  const upstream = new URL(target);
  const server = http2.createSecureServer({ ...certificate(dir), allowHTTP1: true });
  server.on('request', (request, response) => {
    const headers = {
      ...forwardable(request.headers),
      host: request.headers[':authority'] ?? request.headers.host,
      'x-forwarded-proto': 'https',
    };
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(response);
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  server.on('upgrade', (request, socket, head) => {
    const forward = net.connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (let i = 0; i < request.rawHeaders.length; i += 2)
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      forward.write(`${lines.join('\r\n')}\r\n\r\n`);
      forward.write(head);
      forward.pipe(socket).pipe(forward);
    });
    const end = () => {
      forward.destroy();
      socket.destroy();
    };
    forward.on('error', end);
    socket.on('error', end);
  });
  // The browser keeps its connections open: closing ends them, or the close would wait for it.
  const connections = new Set();
  server.on('secureConnection', (socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        for (const socket of connections) socket.destroy();
      }),
  };
}
