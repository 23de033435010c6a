// The part of jsdom the build's critical CSS uses (scripts/critical-css.ts). The package has no types of its
// own, and the tests use it only as Vitest's environment, so @types/jsdom is not a dependency.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
