/** 'Back to top' link at the end of a long static page; it returns to the start of the main content. */
export function BackToTop() {
  return (
    <p className="govuk-body govuk-!-margin-top-8">
      <a className="govuk-link govuk-link--no-visited-state" href="#main-content">
        <svg
          xmlns="http://www.w3.org/2000/svg"
          width="13"
          height="17"
          viewBox="0 0 13 17"
          aria-hidden="true"
          focusable="false"
          className="govuk-!-margin-right-1"
        >
          <path fill="currentColor" d="M6.5 0L0 6.5 1.4 8l4-4v12.7h2V4l4.3 4L13 6.4z" />
        </svg>
        Back to top
      </a>
    </p>
  );
}
