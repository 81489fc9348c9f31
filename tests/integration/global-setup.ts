import { createReadStream } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import type { TestProject } from "vitest/node";
import { startFakeResend } from "../fakes/resend";

export const SAMPLE_FILE = path.resolve(import.meta.dirname, "../../../shared/data/judgments-sample.jsonl");

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
  return async () => {
    await resend.close();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    sampleLines: string[];
    fakeResendUrl: string;
  }
}
