/**
 * A fake Meilisearch on 127.0.0.1: records every request (method, path, JSON body) and answers
 * searches with a canned page in Meilisearch's response shape, so the real client code runs.
 */
import { createServer } from "node:http";

export type Recorded = { method: string; path: string; body: unknown };

export async function startFakeMeilisearch(hits: unknown[] = []) {
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const body = raw ? JSON.parse(raw) : null;
      requests.push({ method: req.method ?? "", path: req.url ?? "", body });
      res.writeHead(200, { "content-type": "application/json" });
      if (req.url?.endsWith("/search")) {
        res.end(JSON.stringify({ hits, query: body?.q ?? "", processingTimeMs: 1, hitsPerPage: body?.hitsPerPage ?? 10, page: body?.page ?? 1, totalPages: 1, totalHits: hits.length }));
      } else {
        res.end(JSON.stringify({ taskUid: requests.length, indexUid: "cases", status: "enqueued", type: "documentAdditionOrUpdate", enqueuedAt: new Date().toISOString() }));
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return { url, requests, close: () => new Promise<void>((r) => server.close(() => r())) };
}
