import type { ComponentProps } from "react";
import type { LinkProps } from "~/ui/link";
import { Link } from "~/ui/link";

// The site's one rounded button, as a <button> or as a link that looks like one. The focus
// ring is the global :focus-visible outline of app.css, so no variant sets its own.

const variants = {
  /** The main action: accent yellow. */
  primary: "bg-accent-500 text-brand-900 hover:bg-accent-400",
  /** A strong action beside or instead of the main one: dark brand colour. */
  secondary: "bg-brand-800 text-white hover:bg-brand-700",
  /** A quiet action: a thin border, the page's background. */
  outline: "border border-brand-800/20 text-brand-800 hover:bg-sand-100",
  /** On a photo: almost white. */
  light: "bg-white/95 text-brand-900 hover:bg-white",
};

const sizes = {
  sm: "px-4 py-2 text-sm",
  md: "px-5 py-2.5 text-sm",
  lg: "px-6 py-3",
  /** A form's send button. */
  xl: "px-8 py-3",
};

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

interface Look {
  variant: ButtonVariant;
  size: ButtonSize;
  /** As wide as its container. */
  fullWidth?: boolean;
  /** Placement and extras only (margins, shadow, position); colours and padding come from the variant and size. */
  className?: string;
}

function lookOf({ variant, size, fullWidth, className }: Look): string {
  // Small outline buttons (pagination, previous/next, share) are the lightest weight.
  const weight = variant === "outline" && size === "sm" ? "font-medium" : "font-semibold";
  return [
    fullWidth ? "flex w-full" : "inline-flex",
    "items-center justify-center gap-2 rounded-full text-center disabled:opacity-60",
    variants[variant],
    sizes[size],
    weight,
    className,
  ]
    .filter(Boolean)
    .join(" ");
}

/** A <button>; its type is always said, so that none sends a form by accident. */
export function Button({
  variant,
  size,
  fullWidth,
  className,
  type,
  ...button
}: Look & Omit<ComponentProps<"button">, "className" | "type"> & { type: "button" | "submit" | "reset" }) {
  return <button type={type} className={lookOf({ variant, size, fullWidth, className })} {...button} />;
}

type LinkTarget = Omit<LinkProps, "className"> | (Omit<ComponentProps<"a">, "className"> & { href: string });

/** A link that looks like a button: the router's Link with `to`, a plain <a> with `href` (external, tel:, #anchor). */
export function ButtonLink({ variant, size, fullWidth, className, ...target }: Look & LinkTarget) {
  const look = lookOf({ variant, size, fullWidth, className });
  return "to" in target ? <Link {...target} className={look} /> : <a {...target} className={look} />;
}
