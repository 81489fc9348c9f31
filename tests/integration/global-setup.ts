import { createReadStream } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import type { TestProject } from "vitest/node";
import { startFakeRazorpay } from "../fakes/razorpay";
import { startFakeResend } from "../fakes/resend";

export const SAMPLE_FILE = path.resolve(import.meta.dirname, "../../../shared/data/judgments-sample.jsonl");
const PRIOR_FILE = path.resolve(import.meta.dirname, "../../../shared/data/precedents-dev/prior_cases.jsonl.gz");

/** Lines of the shared real data for the import tests, and the fake providers' URLs. */
export default async function setup(project: TestProject) {
  const lines: string[] = [];
  const rl = createInterface({ input: createReadStream(SAMPLE_FILE, { encoding: "utf8" }) });
  for await (const line of rl) {
    if (lines.length >= 8) break;
    lines.push(line);
  }
  rl.close();
  project.provide("sampleLines", lines);
  const resend = await startFakeResend();
  project.provide("fakeResendUrl", resend.url);
  const razorpay = await startFakeRazorpay();
  project.provide("fakeRazorpayUrl", razorpay.url);
  // The whole shared sample, served on 127.0.0.1 for the relevance test (read, never copied).
  const data = createServer((req, res) => {
    if (req.url === "/prior-cases.jsonl") {
      // The FIRE 2017 candidates beside it (the treatment test's overruled judgment is one), unzipped.
      res.writeHead(200, { "content-type": "application/x-ndjson" });
      return void createReadStream(PRIOR_FILE).pipe(createGunzip()).pipe(res);
    }
    const fixture = /^\/fixtures\/([\w-]+\.pdf)$/.exec(req.url ?? "");
    if (fixture) {
      // The small files of tests/fixtures (a brief printed to PDF by Chromium, and a scanned one).
      res.writeHead(200, { "content-type": "application/pdf" });
      return void createReadStream(path.resolve(import.meta.dirname, "../fixtures", fixture[1])).pipe(res);
    }
    if (req.url !== "/judgments-sample.jsonl") return res.writeHead(404).end();
    res.writeHead(200, { "content-type": "application/x-ndjson" });
    createReadStream(SAMPLE_FILE).pipe(res);
  });
  await new Promise<void>((resolve) => data.listen(0, "127.0.0.1", resolve));
  const address = data.address();
  project.provide("sampleUrl", `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/judgments-sample.jsonl`);
  return async () => {
    await resend.close();
    await razorpay.close();
    await new Promise((r) => data.close(r));
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    sampleLines: string[];
    fakeResendUrl: string;
    sampleUrl: string;
    fakeRazorpayUrl: string;
  }
}
