// Minimal types for the parts of autocannon the benchmark uses (no @types package is installed).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram & { p97_5: number; p99_9: number };
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    '2xx': number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    workers?: number;
    requests?: { method?: string; path?: string }[];
    headers?: Record<string, string>;
  }
  function autocannon(opts: Options, cb: (err: Error | null, result: Result) => void): unknown;
  namespace autocannon {
    export type { Options, Result };
  }
  export default autocannon;
}
