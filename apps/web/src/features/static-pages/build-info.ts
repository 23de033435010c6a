import { APP_VERSION } from '../../shared/config';

export interface BuildInfo {
  version: string;
  /** Short commit hash, or 'unknown' when the build had no git. */
  commit: string;
  branch: string;
  tag: string;
  /** The build included changes that were not committed. */
  dirty: boolean;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Read from values that vite.config.ts fixes at build time (empty in unit tests). */
export function buildInfo(env: Record<string, unknown> = import.meta.env): BuildInfo {
  const branch = text(env.VITE_BUILD_BRANCH);
  return {
    version: APP_VERSION,
    commit: text(env.VITE_BUILD_COMMIT) || 'unknown',
    // A detached checkout reports 'HEAD', which says nothing.
    branch: branch === 'HEAD' ? '' : branch,
    tag: text(env.VITE_BUILD_TAG),
    dirty: text(env.VITE_BUILD_DIRTY) === 'true',
  };
}
