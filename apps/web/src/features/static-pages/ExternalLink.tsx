/** A link to another website, opened in the same tab. */
export function ExternalLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a className="govuk-link" href={href} rel="noreferrer">
      {children}
    </a>
  );
}
