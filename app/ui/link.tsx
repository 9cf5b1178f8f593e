import type { ComponentProps, MouseEvent } from "react";
import { createPath, parsePath, Link as RouterLink, useLocation, useNavigate } from "react-router";

// The site's links: React Router's <Link>, for less. Every page carries fifty to a hundred of
// them, and React Router's resolves its path against the matched routes three times per render
// (useHref, the click handler, the link itself): a tenth of the server's time on a property page
// (docs/PERFORMANCE.md, decision 041). Most of the site's links are absolute paths, with nothing
// to resolve: they get the same markup as React Router's, and the same click (a plain click in
// the same tab navigates within the app, replacing the entry when it leads where the visitor
// is). A path relative to the page ("?page=2") is React Router's to resolve, with its Link.

export type LinkProps = Omit<ComponentProps<"a">, "href"> & {
  /** A path on this site ("/nl/te-koop/?page=2", "?page=2"), or another site's URL. */
  to: string;
};

/** A scheme ("https:", "tel:") or "//": another site's address, which the browser follows. */
const elsewhere = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  if (elsewhere.test(to)) return <a {...rest} href={to} onClick={onClick} target={target} />;
  if (!to.startsWith("/")) return <RouterLink {...rest} to={to} onClick={onClick} target={target} />;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !inThisTab(event, target)) return;
    event.preventDefault();
    void navigate(to, { replace: createPath(location) === createPath(parsePath(to)) });
  };
  return <a {...rest} href={to} onClick={follow} target={target} data-discover="true" />;
}

/**
 * React Router's NavLink for an absolute path: on the page it leads to, and on every page below
 * it, marked as the current one (aria-current="page", and the class `className` gives for it).
 */
export function NavLink({
  to,
  className,
  ...rest
}: Omit<LinkProps, "className"> & { className: (state: { isActive: boolean }) => string }) {
  const isActive = leadsTo(useLocation().pathname, parsePath(to).pathname ?? "/");
  return <Link {...rest} aria-current={isActive ? "page" : undefined} className={className({ isActive })} to={to} />;
}

/** Whether a page is the one a path names or below it, by React Router's rule, without regard to case. */
function leadsTo(pathname: string, target: string): boolean {
  const at = pathname.toLowerCase();
  const to = target.toLowerCase();
  const end = to.endsWith("/") ? to.length - 1 : to.length;
  return at === to || (at.startsWith(to) && at.charAt(end) === "/");
}

/** A plain left click on a link that opens in this tab, as React Router tells one. */
function inThisTab(event: MouseEvent, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && (!target || target === "_self") && !modified;
}
