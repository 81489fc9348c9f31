import type { MetaFunction } from "@remix-run/cloudflare";
import { LegalPage } from "../components/legal-page";

export const meta: MetaFunction = () => [{ title: "Privacy Policy — SAR Online" }];

export default function PrivacyPolicy() {
  return (
    <LegalPage title="Privacy Policy">
      <p>
        We collect the name, e-mail address, mobile number and state you give at registration, the plans you buy and the
        times you log in and out. We use them to run your account, to send one-time passwords, receipts and notices, and
        to enforce the number of parallel users of your plan.
      </p>
      <p>
        Payments are processed by our payment provider; we never see or store your card details. We do not sell your
        data. You may ask us to correct or delete your account data, except what the law requires us to keep.
      </p>
      <p>This policy is governed by the laws of India; the courts at New Delhi alone have jurisdiction.</p>
    </LegalPage>
  );
}
