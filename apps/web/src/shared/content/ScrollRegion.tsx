export interface ScrollRegionProps {
  /** Names the region for screen reader users, e.g. the table's caption. */
  label: string;
  children: React.ReactNode;
}

/**
 * A wide table scrolls sideways inside this region instead of making the whole page wider than the
 * screen (WCAG 2.2 1.4.10 Reflow allows it for data tables). Focusable, so keyboard users can scroll
 * it with the arrow keys, and named, so screen readers say what it holds.
 */
export function ScrollRegion({ label, children }: ScrollRegionProps) {
  return (
    <div className="app-scroll-region" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
