/** The part of autocannon's API scripts/load.ts uses (the package ships no types). */
declare module "autocannon" {
  type Options = { url: string; connections?: number; duration?: number; maxOverallRequests?: number; headers?: Record<string, string> };
  type Result = { duration: number; errors: number; timeouts: number; non2xx: number };
  type Instance = PromiseLike<Result> & {
    on(event: "response", listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): void;
    stop(): void;
  };
  export default function autocannon(options: Options): Instance;
}
