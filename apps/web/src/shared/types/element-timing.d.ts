import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- must match React's declaration to merge
  interface HTMLAttributes<T> {
    /** Element Timing API: names an element whose paint time the browser records. */
    elementtiming?: string;
  }
}
