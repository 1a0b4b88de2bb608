import http from 'node:http';

/**
 * A small reverse proxy that alternates requests between API processes, as a load balancer does
 * (tests only). A request a backend refused to connect to (a killed process) goes to the next one,
 * as a balancer's health check would arrange; one cut off after it reached its backend fails with
 * 502, and the client decides. Bodies are buffered so a refused request can be sent again.
 */
export function startRoundRobinProxy(port: number, backends: number[]) {
  let next = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const attempt = (triesLeft: number) => {
        const target = backends[next++ % backends.length]!;
        const upstream = http.request(
          {
            host: '127.0.0.1',
            port: target,
            method: req.method,
            path: req.url,
            headers: {
              ...req.headers,
              // Appended to the chain a client or a proxy before this one sent, as nginx's
              // $proxy_add_x_forwarded_for does: the load bench stands for many clients so.
              'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress]
                .filter(Boolean)
                .join(', '),
              'x-forwarded-proto': 'http',
              'x-forwarded-host': req.headers.host ?? '',
            },
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            answer.on('error', () => res.destroy());
          },
        );
        upstream.on('error', (e: NodeJS.ErrnoException) => {
          if (e.code === 'ECONNREFUSED' && triesLeft > 1) return attempt(triesLeft - 1);
          if (!res.headersSent) res.writeHead(502).end('bad gateway');
          else res.destroy();
        });
        upstream.end(body);
      };
      attempt(backends.length);
    });
  });
  // Idle client connections stay open 75 s, as nginx keeps them: with Node's 5 s default, a
  // client that paused about 5 s (the load benchmark's users think 2–8 s) raced the proxy's close
  // and saw 'fetch failed' for a request no API process ever received.
  server.keepAliveTimeout = 75_000;
  return new Promise<http.Server>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve(server)),
  );
}
