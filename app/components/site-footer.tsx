import { NavLink } from "react-router";
import { ShareButton } from "./share-button.tsx";
import { mainNav } from "./site-header.tsx";

/** The footer: plain markup styled by app/styles/frame.css (no emotion on the server). */
export function SiteFooter({ siteName }: { siteName: string }) {
  return (
    <footer className="ac-footer">
      <div className="ac-container ac-footer__inner">
        <div className="ac-footer__row">
          <div className="ac-footer__about">
            <p className="ac-footer__name">{siteName}</p>
            <p className="ac-footer__blurb">
              Openings, exhibitions, artist talks, classes and sales across Minneapolis, St. Paul
              and the towns around them.
            </p>
          </div>
          <nav aria-label="Footer" className="ac-footer__nav">
            {mainNav.map((item) => (
              <NavLink key={item.to} to={item.to}>
                {item.label}
              </NavLink>
            ))}
            <ShareButton />
          </nav>
        </div>
        <p className="ac-footer__note">
          © {new Date().getFullYear()} {siteName}. Times are Central (Minneapolis–St. Paul).
        </p>
      </div>
    </footer>
  );
}
