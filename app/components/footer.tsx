import { Link } from "@remix-run/react";
import { copy } from "../utils/copy";

export function Footer({ year, helpline }: { year: number; helpline: string }) {
  return (
    <footer className="site-footer">
      <ul className="footer-links">
        <li><a href="https://www.sar-online.example/about" target="_blank" rel="noreferrer">{copy.footer.aboutUs}</a></li>
        <li><Link to="/terms">{copy.footer.license}</Link></li>
        <li><Link to="/disclaimer">{copy.footer.disclaimer}</Link></li>
        <li><Link to="/privacypolicy">{copy.footer.privacy}</Link></li>
        <li>
          <a href="https://play.google.com/store/apps/details?id=example.sar.online" target="_blank" rel="noreferrer">
            {copy.footer.appStore}
          </a>
        </li>
      </ul>
      <p className="helpline">
        {copy.footer.helpline}: <a href={`tel:${helpline.replace(/\s+/g, "")}`}>{helpline}</a>
      </p>
      <p className="copyright">© {year} SAR Online Law Reporter. All rights reserved.</p>
    </footer>
  );
}
