import autocannon from 'autocannon';

export interface Throughput {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Bounded load on a loopback URL: fixed connections for a fixed duration, then stops. */
export async function measure(
  url: string,
  headers: Record<string, string>,
  seconds = 8,
  request: { method?: 'GET' | 'POST'; body?: string } = {},
): Promise<Throughput> {
  const result = await autocannon({
    url,
    headers,
    connections: 10,
    duration: seconds,
    pipelining: 1,
    ...request,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The round with the median throughput (its latencies with it). */
export function medianRound(rounds: Throughput[]): Throughput {
  const sorted = [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no rounds measured');
  return middle;
}
