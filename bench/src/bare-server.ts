import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

// The baseline: a bare Fastify route returning a fixed JSON body (the items response), in its own process.
const [bodyFile, port] = process.argv.slice(2);
const body = readFileSync(bodyFile ?? '', 'utf8');
const app = Fastify();
app.get('/items', async (_request, reply) => reply.type('application/json').send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
