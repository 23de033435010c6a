import { connect as connectTcp } from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { lazy } from '../lazy';

/**
 * The one thing uploads need from an antivirus engine. `scan` throws when the engine cannot be reached
 * or gives an answer it cannot read: the upload is then refused (FILE1004), never stored unscanned.
 */
export interface VirusScanner {
  /** What the scans are done with, for the boot log. */
  readonly description: string;
  scan(bytes: Buffer): Promise<'clean' | 'infected'>;
  /** Resolves when the engine answers (readiness checks); absent when there is no engine to reach. */
  ping?(): Promise<void>;
}

export interface ClamdSettings {
  host: string;
  port: number;
  timeoutMs?: number;
}

/** Streams each file to clamd (INSTREAM) through the clamscan package; never falls back to a local binary. */
export function createClamdScanner(settings: ClamdSettings): VirusScanner {
  // The clamscan package is imported with the first scan, not at start (issue 17 item 5, memory).
  const connect = lazy(() =>
    import('clamscan')
      .then(({ default: Clam }) => new Clam())
      .then((clam) =>
        clam.init({
          removeInfected: false,
          preference: 'clamdscan',
          clamscan: { active: false },
          clamdscan: {
            host: settings.host,
            port: settings.port,
            timeout: settings.timeoutMs ?? 60_000,
            localFallback: false,
            // Checked on each scan instead: clamd may start after us, and a dead clamd must not stop the boot.
            bypassTest: true,
          },
        }),
      ),
  );
  const scanOnce = async (bytes: Buffer) => {
    const clam = await connect();
    const stream = new PassThrough();
    stream.end(bytes);
    const result = await clam.scanStream(stream);
    if (result.isInfected === null) throw new Error('clamd gave no verdict');
    return result.isInfected ? 'infected' : 'clean';
  };
  return {
    description: `clamd at ${settings.host}:${settings.port}`,
    ping: () => pingClamd(settings.host, settings.port, 2_000),
    async scan(bytes) {
      try {
        return await scanOnce(bytes);
      } catch {
        // As the reference does: after a communication error, try once more on a new connection.
        connect.forget();
        return scanOnce(bytes);
      }
    },
  };
}

/** clamd's PING command on a connection of its own: resolves on PONG, rejects otherwise or on time-out. */
export function pingClamd(host: string, port: number, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connectTcp({ host, port });
    let answer = '';
    const fail = (error: Error) => {
      socket.destroy();
      reject(error);
    };
    socket.setTimeout(timeoutMs, () => fail(new Error(`clamd did not answer within ${timeoutMs} ms`)));
    socket.once('error', fail);
    socket.once('connect', () => socket.write('zPING\0'));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (!answer.includes('\0')) return;
      socket.destroy();
      if (answer.startsWith('PONG')) resolve();
      else reject(new Error(`clamd answered ${JSON.stringify(answer.slice(0, 20))} to PING`));
    });
    socket.once('end', () => fail(new Error('clamd closed the connection without answering PING')));
  });
}

/** For development without clamd: everything passes, and the boot log says so. */
export const notScanned: VirusScanner = {
  description: 'none',
  scan: async () => 'clean',
};

export function scannerFor(
  settings: { clamd: ClamdSettings | undefined; virusScan: 'on' | 'off' },
  log: FastifyBaseLogger,
): VirusScanner {
  if (settings.virusScan === 'on' && settings.clamd) {
    log.info(`uploads are virus-scanned by clamd at ${settings.clamd.host}:${settings.clamd.port}`);
    return createClamdScanner(settings.clamd);
  }
  log.warn(
    settings.virusScan === 'off'
      ? 'uploads are NOT virus-scanned: VIRUS_SCAN=off'
      : 'uploads are NOT virus-scanned: set CLAMD_HOST',
  );
  return notScanned;
}
