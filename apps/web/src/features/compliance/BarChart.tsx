import { useId } from 'react';
import { Link } from 'react-router';
import { dayText, lastDayText } from './compliance-data';

export interface Bar {
  label: string;
  value: number;
  /** Where the bar leads: the accounts behind it. */
  href: string;
}

const BAR_HEIGHT = 24;
const GAP = 8;
const LABEL_WIDTH = 150;
const WIDTH = 480;

/**
 * A horizontal bar chart as SVG (ADR 50): an enhancement beside the table that holds the same numbers, so it
 * has an accessible name and a one-sentence summary, and each bar is a link to its accounts.
 */
export function BarChart({ title, bars }: { title: string; bars: Bar[] }) {
  const id = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const height = bars.length * (BAR_HEIGHT + GAP);
  const summary = bars.map((bar) => `${bar.label}: ${bar.value}`).join('; ');
  return (
    // A group, not an image: its bars are links (an image may not hold controls).
    <svg
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      style={{ maxWidth: WIDTH, display: 'block' }}
      // The service's typeface for the labels (an SVG's text takes none of its own), at the size they set.
      className="govuk-body-s govuk-!-margin-bottom-6"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      {bars.map((bar, index) => {
        const y = index * (BAR_HEIGHT + GAP);
        const width = Math.round(((WIDTH - LABEL_WIDTH - 50) * bar.value) / max);
        return (
          // The label stays outside the link: a link's name must contain what it shows (its number).
          <g key={bar.label}>
            <text x={0} y={y + BAR_HEIGHT * 0.7} fontSize="14" fill="#0b0c0c">
              {bar.label}
            </text>
            <Link to={bar.href} aria-label={`${bar.label}: ${bar.value}`}>
              <rect x={LABEL_WIDTH} y={y} width={Math.max(width, 1)} height={BAR_HEIGHT} fill="#1d70b8" />
              <text x={LABEL_WIDTH + width + 6} y={y + BAR_HEIGHT * 0.7} fontSize="14" fill="#0b0c0c">
                {bar.value}
              </text>
            </Link>
          </g>
        );
      })}
    </svg>
  );
}

export interface Point {
  date: string;
  cumulative: number;
}

/** The running total of submissions by day as a step line, with the due date marked (ADR 50). */
export function CumulativeChart({
  title,
  points,
  dueDate,
  total,
}: {
  title: string;
  points: Point[];
  dueDate: string | null;
  total: number;
}) {
  const id = useId();
  const height = 200;
  const left = 40;
  const right = WIDTH - 10;
  const days = [...points.map((point) => point.date), ...(dueDate ? [dueDate] : [])].map((date) =>
    Date.parse(date),
  );
  const first = Math.min(...days);
  const last = Math.max(first + 86_400_000, ...days);
  const x = (date: string) => left + ((Date.parse(date) - first) / (last - first)) * (right - left);
  const max = Math.max(1, total);
  const y = (value: number) => height - 20 - (value / max) * (height - 40);
  let path = `M ${left} ${y(0)}`;
  for (const point of points) path += ` H ${x(point.date)} V ${y(point.cumulative)}`;
  const latest = points.at(-1);
  const summary = latest
    ? `${latest.cumulative} of ${total} submitted by ${dayText(latest.date)}${dueDate ? `; due by the end of ${lastDayText(dueDate)}` : ''}.`
    : `None of ${total} submitted yet${dueDate ? `; due by the end of ${lastDayText(dueDate)}` : ''}.`;
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      style={{ maxWidth: WIDTH, display: 'block' }}
      // The service's typeface for the labels (an SVG's text takes none of its own), at the size they set.
      className="govuk-body-s govuk-!-margin-bottom-6"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      <line x1={left} y1={y(0)} x2={right} y2={y(0)} stroke="#505a5f" />
      <line x1={left} y1={y(total)} x2={right} y2={y(total)} stroke="#b1b4b6" strokeDasharray="4 4" />
      <text x={0} y={y(total) + 4} fontSize="12" fill="#0b0c0c">
        {total}
      </text>
      <path d={path} fill="none" stroke="#1d70b8" strokeWidth="3" />
      {dueDate ? (
        <g>
          <line x1={x(dueDate)} y1={10} x2={x(dueDate)} y2={y(0)} stroke="#d4351c" strokeWidth="2" />
          {/* Beside the line on the side with room, so a long date stays inside the chart. */}
          <text
            x={x(dueDate) > WIDTH / 2 ? x(dueDate) - 4 : x(dueDate) + 4}
            textAnchor={x(dueDate) > WIDTH / 2 ? 'end' : 'start'}
            y={12}
            fontSize="12"
            fill="#0b0c0c"
          >
            Due {lastDayText(dueDate)}
          </text>
        </g>
      ) : null}
    </svg>
  );
}
