import type { MetaFunction } from "@remix-run/cloudflare";
import { LegalPage } from "../components/legal-page";

export const meta: MetaFunction = () => [{ title: "License Agreement — SAR Online" }];

export default function Terms() {
  return (
    <LegalPage title="License Agreement">
      <p>
        SAR Online grants the subscriber a personal, non-transferable licence to use the reporter for legal research only.
        Judgments, headnotes and PDFs may be read, printed and cited in the course of that research; they may not be
        resold, republished, or copied in bulk into another database.
      </p>
      <p>
        A subscription is tied to the account that bought it and to the number of parallel users of its plan. Sharing a
        login beyond that number is a breach of this licence.
      </p>
      <h2>Fees</h2>
      <p>All fees are charged in Indian rupees with GST at 18 % and are non-refundable once the subscription has started.</p>
      <h2>Governing law and jurisdiction</h2>
      <p>
        This agreement is governed by the laws of India. The courts at New Delhi alone have jurisdiction over any dispute
        arising from it.
      </p>
    </LegalPage>
  );
}
