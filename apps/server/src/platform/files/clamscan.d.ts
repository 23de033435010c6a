// The clamscan package ships no types: only what the clamd scanner uses.
declare module 'clamscan' {
  import type { Readable } from 'node:stream';

  interface ClamdOptions {
    host?: string;
    port?: number;
    timeout?: number;
    localFallback?: boolean;
    bypassTest?: boolean;
  }

  interface InitOptions {
    removeInfected?: boolean;
    debugMode?: boolean;
    preference?: 'clamdscan' | 'clamscan';
    clamscan?: { active?: boolean };
    clamdscan?: ClamdOptions;
  }

  interface ScanResult {
    /** null when clamd's answer could not be understood. */
    isInfected: boolean | null;
    viruses: string[];
  }

  class NodeClam {
    init(options: InitOptions): Promise<NodeClam>;
    scanStream(stream: Readable): Promise<ScanResult>;
  }

  export default NodeClam;
}
