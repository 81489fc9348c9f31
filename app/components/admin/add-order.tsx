import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { businessMessages as m } from "../../utils/copy";
import { lazyValidation, useLazyValidation } from "../../utils/lazy-validation";
import { UrlDialog } from "./dialogs";

// The form's own check loads its schema (and zod) on first use; the action parses on the server.
const validateAddOrder = lazyValidation(() => import("../../services/commerce/orders.schema").then((s) => s.AddOrderSchema));

export type PlanChoice = { id: number; name: string; type: string; costRupees: number };

const dmyOf = (ymd: string) => `${ymd.slice(8, 10)}/${ymd.slice(5, 7)}/${ymd.slice(0, 4)}`;

/**
 * The Add Order modal: Plans dropdown, Select Date (the end date, shown only for the CUSTOM plan —
 * the spec's "plan id 7"; without JavaScript it is always there and ignored for other plans),
 * Cancel and Create. The client comes from the row its Create Order link was on.
 */
export function AddOrderDialog({
  client,
  plans,
  today,
  latest,
  lastResult,
  closeHref,
}: {
  client: { id: number; name: string; email: string };
  plans: PlanChoice[];
  today: string;
  /** the last end date allowed (yyyy-mm-dd): 5 years after today (decision 042) */
  latest: string;
  lastResult?: SubmissionResult<string[]>;
  closeHref: string;
}) {
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [form, fields] = useForm({
    id: `add-order-${client.id}`,
    lastResult,
    defaultValue: { clientId: String(client.id), planId: "", endDate: today },
    onValidate: useLazyValidation(validateAddOrder, `add-order-${client.id}`),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const chosen = plans.find((p) => String(p.id) === fields.planId.value);
  const showDate = !hydrated || chosen?.type === "CUSTOM";
  const { key: planKey, ...planProps } = getSelectProps(fields.planId);
  const { key: dateKey, ...dateProps } = getInputProps(fields.endDate, { type: "date" });
  return (
    <UrlDialog title="Add Order" closeHref={closeHref}>
      <Form method="post" className="form" {...getFormProps(form)} noValidate preventScrollReset>
        <p className="muted">
          For <strong>{client.name}</strong> ({client.email}). {m.grantedNote} A client with a running plan gets this one after it.
        </p>
        <input type="hidden" name="clientId" value={client.id} />
        <label>
          Plans
          <select key={planKey} {...planProps} autoFocus>
            <option value="">Select</option>
            {plans.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.type}, Rs {p.costRupees})
              </option>
            ))}
          </select>
          {fields.planId.errors?.length ? <span className="field-error" role="alert">*{fields.planId.errors[0]}</span> : null}
        </label>
        {showDate ? (
          <label>
            Select Date{hydrated ? "" : " (end date, Custom plan only)"}
            {/* A date picker (issue 21 item 9), between today and the last end date allowed; the server checks both too. */}
            <input key={dateKey} {...dateProps} min={today} max={latest} autoComplete="off" />
            <span className="muted">{`Ends at the end of that day, India time; ${dmyOf(today)} to ${dmyOf(latest)}.`}</span>
            {fields.endDate.errors?.length ? <span className="field-error" role="alert">*{fields.endDate.errors[0]}</span> : null}
          </label>
        ) : null}
        <div className="button-row">
          <Link to={closeHref} className="button" preventScrollReset>
            Cancel
          </Link>
          <button type="submit" name="intent" value="order" className="button primary" disabled={navigation.state === "submitting"}>
            Create
          </button>
        </div>
      </Form>
    </UrlDialog>
  );
}
