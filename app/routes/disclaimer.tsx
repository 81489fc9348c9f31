import type { MetaFunction } from "@remix-run/cloudflare";
import { LegalPage } from "../components/legal-page";

export const meta: MetaFunction = () => [{ title: "Disclaimer — SAR Online" }];

export default function Disclaimer() {
  return (
    <LegalPage title="Disclaimer">
      <p>
        The judgments in SAR Online are reproduced from the courts' own texts and the publisher's reports with every care,
        but the publisher does not warrant that they are free of error. Headnotes, notes and remarks are the publisher's
        editorial work and are not part of the judgment.
      </p>
      <p>
        Nothing in the reporter is legal advice. Before relying on a judgment, check it against the certified copy and
        its subsequent treatment. The publisher is not liable for any loss arising from the use of the reporter.
      </p>
      <p>Any dispute is subject to the laws of India and to the jurisdiction of the courts at New Delhi only.</p>
    </LegalPage>
  );
}
