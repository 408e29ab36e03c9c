// The reference server: a bare Fastify 5 with one JSON route, run as its own process so that it is
// measured exactly like the Voltaire server. Listens on 127.0.0.1:$PORT.
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 0);
const app = Fastify({ logger: false });

app.get('/', async () => ({ hello: 'world' }));

const stop = () => {
  void app.close().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

await app.listen({ port, host: '127.0.0.1' });
const address = app.server.address();
console.log(`hello-world listening on ${typeof address === 'object' && address ? address.port : port}`);
