/**
 * A token segment (/viewCase/{token}/{docId}) or ?token= (/mobileCase) is read as the session id,
 * for the mobile app. In a `.server` module so /mobileCase's browser bundle does not take in the
 * case view's route module with it (issue 22 item 11).
 */
export function withTokenSession(request: Request, token: string | undefined): Request {
  if (!token || request.headers.get("authorization")) return request;
  const headers = new Headers(request.headers);
  headers.set("authorization", `Bearer ${token}`);
  return new Request(request, { headers });
}
