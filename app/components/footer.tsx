import { Link } from "@remix-run/react";
import { copy } from "../utils/copy-core";

/** The footer; About Us and the app store link are settings (ABOUT_US_URL, APP_STORE_URL), left out when empty. */
export function Footer({ year, helpline, links }: { year: number; helpline: string; links: { aboutUs: string; appStore: string } }) {
  return (
    <footer className="site-footer">
      <ul className="footer-links">
        {links.aboutUs ? <li><a href={links.aboutUs} target="_blank" rel="noreferrer">{copy.footer.aboutUs}</a></li> : null}
        <li><Link to="/terms">{copy.footer.license}</Link></li>
        <li><Link to="/disclaimer">{copy.footer.disclaimer}</Link></li>
        <li><Link to="/privacypolicy">{copy.footer.privacy}</Link></li>
        <li><Link to="/developers">API</Link></li>
        {links.appStore ? (
          <li>
            <a href={links.appStore} target="_blank" rel="noreferrer">
              {copy.footer.appStore}
            </a>
          </li>
        ) : null}
      </ul>
      <p className="helpline">
        {copy.footer.helpline}: <a href={`tel:${helpline.replace(/\s+/g, "")}`}>{helpline}</a>
      </p>
      <p className="copyright">© {year} SAR Online Law Reporter. All rights reserved.</p>
    </footer>
  );
}
