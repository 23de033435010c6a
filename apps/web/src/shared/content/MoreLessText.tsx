import { useId, useLayoutEffect, useRef, useState } from 'react';

export interface MoreLessTextProps {
  text: string;
  /** How many lines show while collapsed. */
  lines?: number;
  /** What the text is, for screen reader users hearing several 'Show more' buttons ('this note'). */
  name?: string;
}

/**
 * Long free text (a note, a reason) shown clamped to a few lines with a 'more' button that reveals the
 * rest and a 'less' button that folds it again (web-screens §2.4). The button only appears when the text
 * really overflows the clamp, which depends on the reader's screen and text size, so it is measured.
 */
export function MoreLessText({ text, lines = 5, name = 'this text' }: MoreLessTextProps) {
  const id = useId();
  const paragraph = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = paragraph.current;
    if (!element || expanded) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    // The clamp overflows or not as the width changes (zoom, rotation, resizing).
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, expanded, lines]);

  const clamped = !expanded;
  return (
    <div className="app-more-less govuk-!-margin-bottom-4">
      <p
        ref={paragraph}
        id={id}
        className={`govuk-body govuk-!-margin-bottom-1 app-more-less__text${clamped ? ' app-more-less__text--clamped' : ''}`}
        style={clamped ? { WebkitLineClamp: lines } : undefined}
      >
        {text}
      </p>
      {overflows || expanded ? (
        <button
          type="button"
          className="app-link-button govuk-body-s"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show less' : 'Show more'}
          <span className="govuk-visually-hidden"> of {name}</span>
        </button>
      ) : null}
    </div>
  );
}
