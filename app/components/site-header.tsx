import { NavLink } from "react-router";
import { useSession } from "../lib/session.tsx";
import { useCartCount } from "../lib/use-cart-count.ts";
import { UserMenu } from "./user-menu.tsx";

export const mainNav = [
  { to: "/calendar", label: "Calendar" },
  { to: "/venues", label: "Venues" },
  { to: "/written", label: "Written" },
  { to: "/shop", label: "Shop" },
] as const;

/** The header: plain markup styled by app/styles/frame.css (no emotion on the server). */
export function SiteHeader({ siteName }: { siteName: string }) {
  const { profile, state } = useSession();
  const inCart = useCartCount();
  return (
    <header className="ac-header">
      <a href="#main" className="ac-skip">
        Skip to content
      </a>
      <div className="ac-container ac-header__bar">
        <NavLink to="/" className="ac-header__name">
          {siteName}
        </NavLink>
        {/* The account slot keeps one size whatever it holds, so the header
            does not move when the session arrives after hydration. */}
        <div className="ac-header__account" data-testid="account-slot" data-session={state.status}>
          {profile ? (
            <UserMenu profile={profile} />
          ) : state.status === "loading" ? (
            // Before the page knows who is looking (and without JavaScript):
            // the account page, which asks anyone signed out to sign in.
            <a href="/account" className="ac-button">
              Account
            </a>
          ) : (
            <NavLink to="/sign-in" className="ac-button ac-button--outlined">
              Sign in
            </NavLink>
          )}
        </div>
        <nav aria-label="Main" className="ac-header__nav">
          {mainNav.map((item) => (
            <NavLink key={item.to} to={item.to} className="ac-header__link">
              {item.label}
            </NavLink>
          ))}
          <NavLink to="/search" className="ac-header__link">
            Search
          </NavLink>
          {/* After hydration, from the visitor's own cart cookie: never in a cached page. */}
          {inCart ? (
            <NavLink
              to="/shop/cart"
              className="ac-header__link ac-header__cart"
              data-testid="header-cart"
            >
              Cart ({inCart})
            </NavLink>
          ) : null}
        </nav>
      </div>
    </header>
  );
}
