// Load runs with autocannon: one target for some seconds, and interleaved rounds of several targets.
import autocannon from 'autocannon';

/** One autocannon run; any failed request fails the benchmark rather than flattering it. */
export async function run(target, seconds) {
  const result = await autocannon({ ...target.options, duration: seconds });
  const errors = result.errors + result.non2xx;
  if (errors > 0) throw new Error(`${target.name}: ${errors} failed requests`);
  return { rps: result.requests.average, p99: result.latency.p99, bytes: result.throughput.average };
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Warms every target, then runs the targets in turn for several rounds and keeps the median of
 * each: the machine is shared, and interleaving spreads any disturbance over all targets alike.
 */
export async function measureAll(targets, { rounds, duration }) {
  for (const target of targets) await run(target, 3);
  const samples = new Map(targets.map((target) => [target.name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) samples.get(target.name).push(await run(target, duration));
  }
  return targets.map((target) => {
    const runs = samples.get(target.name);
    return {
      name: target.name,
      rps: median(runs.map((r) => r.rps)),
      p99: median(runs.map((r) => r.p99)),
      bytes: median(runs.map((r) => r.bytes)),
    };
  });
}
