import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { copy } from "../utils/copy-core";

export const meta: MetaFunction = () => [{ title: "SAR Online Law Reporter — Supreme Court and High Court judgments" }];

/** The landing page (spec §1). The same component serves unknown paths for visitors (§2.1). */
export function Landing() {
  const slides = [1, 2, 3];
  return (
    <div className="landing">
      <div className="notice" role="marquee" aria-live="off">
        <p className="notice-text">{copy.landing.notice}</p>
      </div>
      <section className="carousel" aria-roledescription="carousel" aria-label={copy.landing.carouselTitle} tabIndex={0}>
        {slides.map((n) => (
          <article key={n} className="slide" aria-roledescription="slide" aria-label={`${n} of ${slides.length}`}>
            <h2>{copy.landing.carouselTitle}</h2>
            <p>{copy.landing.carouselText}</p>
          </article>
        ))}
      </section>
      <section className="ways">
        <h2>{copy.landing.waysHeading}</h2>
        <ul>
          {copy.landing.ways.map((way) => (
            <li key={way}>{way}</li>
          ))}
        </ul>
        <Link className="button primary" to="?modal=register">
          {copy.landing.registerNow}
        </Link>
      </section>
    </div>
  );
}

export default function Index() {
  return <Landing />;
}
