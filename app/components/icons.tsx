/**
 * Inline SVG icons. Emoji (🔎 📖 🗑 📷) show as empty boxes where no emoji font is installed, so
 * every icon is drawn here and takes the text colour. Icons are decorative (aria-hidden): the
 * control carrying one keeps a text label, visible or visually hidden, for screen readers.
 */
import type { ReactNode } from "react";

type IconProps = { className?: string; size?: number | string };

function Svg({ className, size = "1em", children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** Quick search: a lightning bolt. */
export function BoltIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8z" />
    </Svg>
  );
}

/** Main search: a magnifying glass. */
export function SearchIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4.2-4.2" />
    </Svg>
  );
}

/** Citation search: an open book. */
export function BookIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M2 4h6a4 4 0 0 1 4 4v13a3 3 0 0 0-3-3H2z" />
      <path d="M22 4h-6a4 4 0 0 0-4 4v13a3 3 0 0 1 3-3h7z" />
    </Svg>
  );
}

/** Statute search: the scales. */
export function ScalesIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 3v18M7 21h10M4 7h16" />
      <path d="m4 7-3 7a3 3 0 0 0 6 0z" />
      <path d="m20 7-3 7a3 3 0 0 0 6 0z" />
    </Svg>
  );
}

/** Word search: a letter T (type). */
export function TextIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 7V4h16v3M9 20h6M12 4v16" />
    </Svg>
  );
}

/** Find Precedents: a page of text with a magnifying glass over it. */
export function PrecedentsIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h5" />
      <path d="M8 8h6M8 12h4" />
      <circle cx="17" cy="16" r="3" />
      <path d="m21.5 20.5-2.3-2.3" />
    </Svg>
  );
}

/** Delete: a waste bin. */
export function TrashIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 6h18M8 6V4h8v2M5 6l1 15h12l1-15M10 11v6M14 11v6" />
    </Svg>
  );
}

/** Change picture: a camera. */
export function CameraIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 8h4l2-3h6l2 3h4v12H3z" />
      <circle cx="12" cy="13.5" r="3.5" />
    </Svg>
  );
}

/** The folded menu on phones: three bars. */
export function MenuIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Svg>
  );
}

/** Notifications: a bell. */
export function BellIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
    </Svg>
  );
}
