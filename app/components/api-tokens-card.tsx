import { Form, Link } from "@remix-run/react";
import { formatDateTime } from "../utils/format";

export type ApiTokenItem = { id: number; name: string; prefix: string; createdAt: string; lastUsedAt: string | null };
/** The tokens form's answer: a message, the new token's value (shown once), the name typed back on a refusal. */
export type ApiTokensReply = { tokens: { ok: boolean; message: string; token?: string; name?: string } };

/**
 * My Account's personal API tokens (issue 23, decision 071): create a named token (its value shown
 * once), the list (name, prefix, created, last used) and revoke. Plain forms: they work without JavaScript.
 */
export function ApiTokensCard({ tokens, reply }: { tokens: ApiTokenItem[]; reply: ApiTokensReply["tokens"] | undefined }) {
  return (
    <section className="card api-tokens" aria-labelledby="api-tokens-title">
      <h2 id="api-tokens-title">API tokens</h2>
      <p>
        A personal token lets your own programs call the <Link to="/developers">published API</Link> as you: send it as{" "}
        <code>Authorization: Bearer &lt;token&gt;</code>. It takes none of your plan&apos;s parallel seats: it works while you read in the browser, and all your tokens share one limit of 60 calls a minute.
      </p>
      {reply?.ok && reply.token ? (
        <div className="token-created" role="status">
          <p className="ok-text">{reply.message}</p>
          <code className="token-value">{reply.token}</code>
        </div>
      ) : reply ? (
        <p className={reply.ok ? "alert success" : "alert error"} role={reply.ok ? "status" : "alert"}>
          {reply.message}
        </p>
      ) : null}
      {/* A new form (empty name) after each token made */}
      <Form method="post" className="token-form" preventScrollReset key={reply?.token ?? "new"}>
        <input type="hidden" name="intent" value="createToken" />
        <label htmlFor="token-name">Token name</label>
        <div className="token-form-row">
          <input
            id="token-name"
            name="name"
            maxLength={60}
            required
            defaultValue={reply && !reply.ok ? reply.name : ""}
            placeholder="e.g. Office research script"
            aria-invalid={reply && !reply.ok && reply.name !== undefined ? true : undefined}
          />
          <button type="submit" className="button primary">Create token</button>
        </div>
      </Form>
      {tokens.length ? (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr><th>Name</th><th>Token</th><th>Created</th><th>Last used</th><th></th></tr>
            </thead>
            <tbody>
              {tokens.map((t) => (
                <tr key={t.id}>
                  <td>{t.name}</td>
                  <td><code>{t.prefix}…</code></td>
                  <td>{formatDateTime(t.createdAt)}</td>
                  <td>{t.lastUsedAt ? formatDateTime(t.lastUsedAt) : "Never"}</td>
                  <td>
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="intent" value="revokeToken" />
                      <input type="hidden" name="tokenId" value={t.id} />
                      <button type="submit" className="button small" aria-label={`Revoke the token ${t.name}`}>Revoke</button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>No tokens yet.</p>
      )}
    </section>
  );
}
