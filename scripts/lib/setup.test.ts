import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { devServerArgs, writeJobsWorkerVars } from "./setup.mjs";

function vars(args: string[]) {
  const out: Record<string, string> = {};
  args.forEach((a, i) => {
    if (a === "--var") {
      const [name, ...rest] = args[i + 1].split(":");
      out[name] = rest.join(":");
    }
  });
  return out;
}

describe("devServerArgs", () => {
  test("the public URL (links in e-mails) is the served URL on another port", () => {
    const args = devServerArgs({ state: "s", port: 8790, publicUrl: undefined });
    expect(args).toContain("8790");
    expect(vars(args).PUBLIC_URL).toBe("http://127.0.0.1:8790");
  });
  test("a PUBLIC_URL that is set wins over the served URL", () => {
    expect(vars(devServerArgs({ state: "s", port: 8790, publicUrl: "https://law.example.in" })).PUBLIC_URL).toBe("https://law.example.in");
  });
  test("the local-only developer outbox is on, and extra variables are passed", () => {
    const v = vars(devServerArgs({ state: "s", port: 8787, publicUrl: "", vars: { X: "1" } }));
    expect(v.DEV_OUTBOX).toBe("1");
    expect(v.X).toBe("1");
    expect(v.PUBLIC_URL).toBe("http://127.0.0.1:8787");
  });
});

describe("writeJobsWorkerVars", () => {
  test("the jobs Worker gets the web Worker's variables, with the served public URL on another port (issue 21 item 5)", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "dev-vars-")), ".dev.vars");
    writeJobsWorkerVars(devServerArgs({ state: "s", port: 8790, publicUrl: "" }), file);
    const lines = readFileSync(file, "utf8").split("\n");
    expect(lines).toContain("PUBLIC_URL=http://127.0.0.1:8790");
    expect(lines).toContain("OFFLINE_PROVIDERS=1");
    expect(lines).toContain("DEV_OUTBOX=1");
  });
});
