export interface TagProps {
  children: React.ReactNode;
  /** A colour modifier such as 'blue', 'grey', 'green'. */
  colour?: string;
  className?: string;
}

export function Tag({ children, colour, className }: TagProps) {
  const classes = ['govuk-tag', colour ? `govuk-tag--${colour}` : '', className ?? ''].filter(Boolean);
  return <strong className={classes.join(' ')}>{children}</strong>;
}
