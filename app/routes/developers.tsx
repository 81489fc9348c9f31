import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { developerDocs, type Field } from "../api/developers.server";

export const meta: MetaFunction = () => [
  { title: "API for developers — SAR Online" },
  { name: "description", content: "The published JSON API of SAR Online: every call, who may make it, its body and its answer." },
];

/** The OpenAPI document (/v1/api/openapi.json) presented to integrators, server-rendered (issue 23 item 4). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return developerDocs(context.app.config.publicUrl || new URL(request.url).origin);
}

const ENVELOPE_OK = `{
  "responseStatus": { "statusCode": "0" },
  "responseData": {
    "ojectList": [ … ],
    "objectList": [ … ],
    "totalNumberOfPagesAsPerGivenPageLimit": 12
  }
}`;

const ENVELOPE_FAIL = `HTTP/1.1 200
{
  "responseStatus": { "statusCode": "1", "errorCode": "106" },
  "responseData": { "message": "…", "errorType": "Session" }
}`;

function FieldList({ title, fields }: { title: string; fields: Field[] }) {
  if (!fields.length) return null;
  return (
    <>
      <dt>{title}</dt>
      <dd>
        <ul className="api-fields">
          {fields.map((f) => (
            <li key={f.name}>
              <code>{f.name}</code> <span className="api-type">{f.type}</span>
              {f.required ? <span className="api-required"> required</span> : null}
              {f.description ? <span className="api-desc"> — {f.description}</span> : null}
            </li>
          ))}
        </ul>
      </dd>
    </>
  );
}

export default function Developers() {
  const d = useLoaderData<typeof loader>();
  const signin = `curl -i -X POST ${d.server}/user/signin \\
  -H 'content-type: application/json' -H 'client-type: WEB_APP' \\
  -d '{"userEmail":"you@example.com","userPassword":"…"}'
# → authorization: <token>@2   (the part after '@' is a role digit, for display only)

curl -X POST '${d.server}/user/dashboardSearch?pageNumber=1&perPageLimit=10' \\
  -H 'authorization: Bearer <token>' -H 'content-type: application/json' \\
  -d '{"searchType":"DashboardSearchType","dashboardSearchValue":"right to privacy"}'`;
  const personal = `curl ${d.server}/user/getDashBoard -H 'authorization: Bearer lr_…'`;
  const takeover = `# every seat in use by another sign-in → statusCode '1' (HTTP 409 with X-Http-Status: real)
# { "responseData": { "message": "…", "errorType": "Limit", "takeover": "<offer>", … } }
curl -i -X POST ${d.server}/user/signin/takeover \\
  -H 'content-type: application/json' -d '{"takeover":"<offer>"}'
# → authorization: <token>@2   (the other device's next call gets errorCode 106)`;
  return (
    <article className="developers">
      <h1>API for developers</h1>
      <p>{d.description}</p>
      <p>
        The machine-readable document (OpenAPI 3.1): <a href="/v1/api/openapi.json">/v1/api/openapi.json</a>. Base address: <code>{d.server}</code>.
      </p>
      <nav aria-label="API sections" className="api-toc">
        <ul>
          {d.groups.map((g) => (
            <li key={g.tag}><a href={`#${g.tag.replace(/\W+/g, "-")}`}>{g.tag}</a> ({g.calls.length})</li>
          ))}
        </ul>
      </nav>
      <section>
        <h2>Signing in</h2>
        <p>
          Sign in with your account: the session token is in the <code>authorization</code> response header. Send it back as{" "}
          <code>Authorization: Bearer &lt;token&gt;</code>. A session idles out after 30 minutes and takes one of your plan&apos;s parallel seats.
        </p>
        <pre><code>{signin}</code></pre>
        <h3 id="seats">When every seat is in use</h3>
        <p>
          A sign-in beyond your plan&apos;s parallel users is refused (statusCode &apos;1&apos;; 409 with <code>X-Http-Status: real</code>), as on the web. If the other device is yours, the refusal
          (given only after the right password) carries a one-time offer in <code>responseData.takeover</code>, valid 5 minutes: send it
          to <code>POST /user/signin/takeover</code> to log the least recently active device out and sign in here — the web
          login&apos;s &ldquo;Log out the other device&rdquo;. An expired or used offer is a 400 and logs nobody out.
        </p>
        <pre><code>{takeover}</code></pre>
        <h3 id="tokens">Personal tokens</h3>
        <p>
          For your own programs, create a personal token on <Link to="/dashboard">My Account</Link> (shown once; revoke it there at any time) and send it the same way:
        </p>
        <pre><code>{personal}</code></pre>
        <p>
          A personal token is you, not another reader: it takes none of your plan&apos;s seats, so it works while you read in the browser
          or the app, a sign-in never waits for it, and &ldquo;Log out the other device&rdquo; never ends it. It still needs your active
          plan for the calls that do, and it stops working when you revoke it or change your password.
        </p>
        <p>
          Each signed-in session may make 60 calls a minute, and your personal tokens together another 60; past that the answer is 429
          with <code>Retry-After</code>.
        </p>
      </section>
      <section>
        <h2>The envelope</h2>
        <p>Every answer has the same shape. <code>statusCode</code> is &apos;0&apos; on success; lists come under both <code>ojectList</code> and <code>objectList</code>.</p>
        <pre><code>{ENVELOPE_OK}</code></pre>
        <p>A failure has statusCode &apos;1&apos; and a message; errorCode &apos;106&apos; means the session is missing, ended or revoked: sign in again.</p>
        <pre><code>{ENVELOPE_FAIL}</code></pre>
        <p>
          A refusal comes as HTTP 200, as the web and mobile clients expect: read <code>statusCode</code>. An empty list is a refusal
          too, with the page&apos;s empty text. If your HTTP library should see the real status (400, 401, 403, 404, 409 …, listed under
          each call), send <code>X-Http-Status: real</code>; the body is the same. Sign-in&apos;s wrong password is 401, a body over the
          limit 413, too many calls 429, a wrong method 405 and a server failure 5xx in either mode.
        </p>
        <p>
          A success a screen announces carries its text in <code>responseData.responseMsg</code> as well as <code>message</code>.
          Every date and time is India&apos;s, with the offset (<code>2026-11-27T02:10:00.000+05:30</code>): its first ten characters are
          the date in India.
        </p>
      </section>
      {d.groups.map((g) => (
        <section key={g.tag} id={g.tag.replace(/\W+/g, "-")}>
          <h2>{g.tag}</h2>
          {g.calls.map((c) => (
            <div key={`${c.method} ${c.path}`} className="api-call card">
              <h3>
                <span className={`api-method ${c.method.toLowerCase()}`}>{c.method}</span> <code className="api-path">{c.path}</code>
              </h3>
              <p>{c.summary}{c.chosen ? " (path chosen by us: the spec does not show it)" : ""}</p>
              <dl>
                <dt>Who may call</dt>
                <dd>{c.who.replace(/\.$/, "")}</dd>
                <FieldList title="Parameters" fields={c.params} />
                <FieldList title={c.bodyKind === "multipart/form-data" ? "Body (multipart/form-data)" : "Body (JSON)"} fields={c.body} />
                {c.produces ? (
                  <>
                    <dt>Answer</dt>
                    <dd><code>{c.produces}</code></dd>
                  </>
                ) : (
                  <FieldList title="Answer (responseData)" fields={c.answer} />
                )}
                {c.errors.length ? (
                  <>
                    <dt>Refusals</dt>
                    <dd>
                      <ul className="api-fields">{c.errors.map((e) => <li key={e}>{e}</li>)}</ul>
                    </dd>
                  </>
                ) : null}
              </dl>
            </div>
          ))}
        </section>
      ))}
    </article>
  );
}
