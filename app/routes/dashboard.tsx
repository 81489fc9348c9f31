import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useActionData, useFetcher, useLoaderData, useRevalidator, useSearchParams } from "@remix-run/react";
import { ApiTokensCard, type ApiTokensReply } from "../components/api-tokens-card";
import { listApiTokens } from "../services/accounts/api-tokens.server";
import { tokenAction } from "../route-helpers/api-tokens.server";
import { useEffect, useMemo, useRef, useState } from "react";
import { LazyChangePasswordModal } from "../components/change-password-modal-lazy";
import "../components/change-password-modal.server";
import { CameraIcon } from "../components/icons";
import { Toast, toastLinks, type ToastData } from "../components/toast";
import { toastMessages } from "../utils/copy-screens";
import { getDashboard, MAX_PICTURE_BYTES, uploadProfilePicture } from "../services/accounts/account.server";
import { requireUser } from "../utils/auth.server";
import { submitChangePassword } from "../route-helpers/change-password.server";
import { messages } from "../utils/copy-core";
import { formatDate, rupees } from "../utils/format";
import { FormBodyError, readForm, validateForm } from "../utils/forms.server";
import { ChangePasswordSchema } from "../services/accounts/auth.server";

export const meta: MetaFunction = () => [{ title: "My Account — SAR Online" }];
export const links: LinksFunction = toastLinks;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.app, request);
  const [dashboard, tokens] = await Promise.all([getDashboard(context.app, user.userId), listApiTokens(context.app, user.userId)]);
  return { ...dashboard, tokens };
}


export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context.app, request);
  const contentType = request.headers.get("content-type") ?? "";
  if (contentType.startsWith("multipart/form-data")) {
    // Read at most a little over the limit, however the body is sent: a huge upload is cut off, never buffered.
    let form: FormData;
    try {
      form = await readForm(request, MAX_PICTURE_BYTES + 64 * 1024);
    } catch (e) {
      if (!(e instanceof FormBodyError)) throw e;
      return data({ ok: false, message: e.status === 413 ? messages.imageTooLarge : e.message }, { status: e.status });
    }
    const file = form.get("profilePicture");
    const result = await uploadProfilePicture(context.app, user.userId, file instanceof File ? file : null);
    return result.ok ? { ok: true, message: "" } : data({ ok: false, message: result.message }, { status: 400 });
  }
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "createToken" || intent === "revokeToken") return tokenAction(context.app, user.userId, formData);
  const { submission, reply } = validateForm(formData, ChangePasswordSchema);
  return submission ? submitChangePassword(context.app, user, submission) : reply;
}

function PlanIcon({ row }: { row: { planActive: boolean; isFuturePlan: string } }) {
  if (row.isFuturePlan === "Y") return <span className="plan-icon future" title="Future plan" aria-label="Future plan">◷</span>;
  if (row.planActive) return <span className="plan-icon active" title="Active plan" aria-label="Active plan">●</span>;
  return <span className="plan-icon inactive" title="Inactive plan" aria-label="Inactive plan">○</span>;
}

export default function Dashboard() {
  const d = useLoaderData<typeof loader>();
  const posted = useActionData<ApiTokensReply | Record<string, unknown>>();
  const tokensReply = posted && "tokens" in posted ? (posted as ApiTokensReply).tokens : undefined;
  const [params, setParams] = useSearchParams();
  const [toast, setToast] = useState<ToastData | null>(null);
  // Without JavaScript the change of password posts to this page: its answer is the toast.
  const postedToast = useMemo<ToastData | null>(() => {
    const reply = posted as { ok?: unknown; message?: unknown } | undefined;
    return reply?.ok === true && typeof reply.message === "string" && reply.message ? { kind: "success", text: reply.message } : null;
  }, [posted]);
  const [ordersOpen, setOrdersOpen] = useState(true);
  const upload = useFetcher<{ ok: boolean; message: string }>();
  const fileInput = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const [pictureVersion, setPictureVersion] = useState(0);

  useEffect(() => {
    if (upload.state !== "idle" || !upload.data) return;
    if (upload.data.ok) {
      setPictureVersion((v) => v + 1);
      setToast({ kind: "success", text: toastMessages.pictureUpdated });
      revalidator.revalidate();
    } else if (fileInput.current) fileInput.current.value = "";
  }, [upload.state, upload.data]);

  const changing = params.get("modal") === "changePassword";
  const closeModal = () => setParams((p) => { p.delete("modal"); return p; }, { preventScrollReset: true });

  return (
    <section className="account">
      <h1>My Account</h1>
      <Toast toast={toast ?? postedToast} />
      <div className="account-grid">
        <div className="card profile-card">
          <div className="avatar">
            {d.hasPicture ? (
              <img src={`/dashboard/picture?v=${pictureVersion}`} alt="Profile" width={120} height={120} />
            ) : (
              <span className="avatar-initials" aria-hidden>{d.name.slice(0, 1)}</span>
            )}
          </div>
          <upload.Form method="post" encType="multipart/form-data" className="camera">
            <label className="button small">
              <CameraIcon /> Change picture
              <input
                ref={fileInput}
                type="file"
                name="profilePicture"
                accept=".jpeg,.jpg,.png,.bmp,.gif,image/jpeg,image/png,image/bmp,image/gif"
                className="visually-hidden"
                onChange={(e) => e.currentTarget.form && upload.submit(e.currentTarget.form)}
              />
            </label>
            <noscript><button type="submit" className="button small">Upload</button></noscript>
          </upload.Form>
          {upload.data && !upload.data.ok ? <p className="field-error" role="alert">{upload.data.message}</p> : null}
          <dl>
            <dt>User Id</dt><dd>{d.clientId}</dd>
            <dt>Subscription</dt><dd className={d.subscriptionActive ? "ok-text" : "field-error"}>{d.subscriptionActive ? "Active" : "In Active"}</dd>
          </dl>
          <Link to="?modal=changePassword" preventScrollReset>Change Password</Link>
          <div className="button-row">
            <Link className="button" to="/library">My Library</Link>
            <Link className="button" to="/citationCheck">Citation check</Link>
            <Link className="button" to="/myActivity">My Activity</Link>
          </div>
        </div>
        <div className="card">
          <h2>Profile</h2>
          <dl className="profile">
            <dt>E-mail</dt><dd>{d.email}</dd>
            <dt>Name</dt><dd>{d.name}</dd>
            <dt>Mobile</dt><dd>{d.mobile}</dd>
            <dt>State</dt><dd>{d.state ?? ""}</dd>
          </dl>
          {!d.subscriptionActive ? <p><Link to="/purchase" className="button primary">Buy a plan</Link></p> : null}
        </div>
      </div>
      <section className="card">
        <h2>
          <button type="button" className="collapser" aria-expanded={ordersOpen} onClick={() => setOrdersOpen((o) => !o)}>
            Order Details {ordersOpen ? "▾" : "▸"}
          </button>
        </h2>
        {ordersOpen ? (
          d.orders.length ? (
            <table className="table">
              <thead>
                <tr><th></th><th>Payment Id</th><th>Plan</th><th>Start</th><th>End</th><th>Payment Date</th><th>Mode</th><th>Amount (₹)</th><th>Status</th><th>Receipt</th></tr>
              </thead>
              <tbody>
                {d.orders.map((o) => (
                  <tr key={o.orderId}>
                    <td><PlanIcon row={o} /></td>
                    <td>{o.paymentId ?? ""}</td>
                    <td>{o.planName} ({o.planType})</td>
                    <td>{formatDate(o.planStartDate)}</td>
                    <td>{formatDate(o.planEndDate)}</td>
                    <td>{formatDate(o.paymentDate)}</td>
                    <td>{o.paymentMode}</td>
                    <td className="num">{rupees(o.paymentAmountPaise)}</td>
                    <td>{o.statusLabel}</td>
                    <td>{o.receiptOrderId ? <Link to={`/receipt/${o.receiptOrderId}`} aria-label={`Receipt for ${o.planName}, order ${o.receiptOrderId}`}>Receipt</Link> : null}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>No orders yet.</p>
          )
        ) : null}
      </section>
      <ApiTokensCard tokens={d.tokens} reply={tokensReply} />
      {changing ? (
        <LazyChangePasswordModal
          onClose={closeModal}
          onDone={() => {
            closeModal();
            setToast({ kind: "success", text: messages.passwordChanged });
          }}
        />
      ) : null}
    </section>
  );
}
