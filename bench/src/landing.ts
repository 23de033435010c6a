import { measureLanding, startLandingServer } from './landing-timing';

// The landing page's paint against the floor page, on its own (npm run bench:landing, after npm run build):
// the service on an empty embedded database, serving a copy of the built web client with the floor page added.
const PORT = Number(process.env.BENCH_LANDING_PORT ?? 3903);
const RUNS = Number(process.env.BENCH_LANDING_RUNS ?? 7);
const server = await startLandingServer(PORT);
try {
  await measureLanding(`http://localhost:${PORT}`, RUNS);
} finally {
  await server.close();
}
