import 'react';

declare module 'react' {
  interface HTMLAttributes<T> {
    /** Element Timing API: names an element whose paint time the browser records. */
    elementtiming?: string;
  }
}
