/**
 * The API as the web client calls it, for the reliability scripts. A call either gets an answer
 * (acknowledged when 2xx) or is `Interrupted`: the connection failed, or something between us and the
 * service (a load balancer, a restarting instance) answered 502/503/504, or an upload was refused with FILE1004
 * (the server could not store or scan it). An interrupted write may or
 * may not have happened; the scripts treat it as "either", never as "done".
 */
export class Interrupted extends Error {
  constructor(what: string, cause: unknown) {
    super(`${what}: ${(cause as Error)?.message ?? String(cause)}`);
    this.name = 'Interrupted';
  }
}

/** An answer the journey did not expect (a 4xx or 500): a defect, reported with the call. */
export class UnexpectedAnswer extends Error {
  constructor(
    readonly what: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`${what} answered ${status}: ${body.slice(0, 400)}`);
    this.name = 'UnexpectedAnswer';
  }
}

export interface ApiAnswer {
  status: number;
  text: string;
  json<T = unknown>(): T;
}

const INTERRUPTED_STATUSES = new Set([502, 503, 504]);

export interface ApiClient {
  readonly baseUrl: string;
  /** Any answer, or Interrupted. */
  raw(method: string, path: string, body?: unknown): Promise<ApiAnswer>;
  /** A 2xx answer, else UnexpectedAnswer (or Interrupted). */
  call(method: string, path: string, body?: unknown): Promise<ApiAnswer>;
  /** Uploads one file as the multipart part `file`; resolves with the answer's uuid. */
  upload(path: string, fileName: string, bytes: Buffer): Promise<string>;
}

export function apiClient(
  baseUrl: string,
  token: () => Promise<string> | string,
  timeoutMs = 30_000,
): ApiClient {
  const send = async (method: string, path: string, body?: BodyInit, type?: string): Promise<ApiAnswer> => {
    const what = `${method} ${path}`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${baseUrl}/api/v1.0${path}`, {
        method,
        headers: {
          authorization: `Bearer ${await token()}`,
          ...(type ? { 'content-type': type } : {}),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new Interrupted(what, error);
    }
    if (INTERRUPTED_STATUSES.has(response.status)) {
      throw new Interrupted(what, new Error(`${response.status} ${text.slice(0, 200)}`));
    }
    return { status: response.status, text, json: <T>() => JSON.parse(text) as T };
  };
  const client: ApiClient = {
    baseUrl,
    raw: (method, path, body) =>
      send(
        method,
        path,
        body === undefined ? undefined : JSON.stringify(body),
        body === undefined ? undefined : 'application/json',
      ),
    async call(method, path, body) {
      const answer = await client.raw(method, path, body);
      if (answer.status >= 300) throw new UnexpectedAnswer(`${method} ${path}`, answer.status, answer.text);
      return answer;
    },
    async upload(path, fileName, bytes) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
      const answer = await send('POST', path, form);
      // An upload the server could not store or scan (the database restarting, clamd away) is refused with the
      // reference's FILE1004 and nothing kept: for the user a "try again", like a 503 for other calls.
      if (answer.status === 400 && answer.text.includes('"FILE1004"')) {
        throw new Interrupted(`POST ${path}`, new Error(`400 ${answer.text.slice(0, 200)}`));
      }
      if (answer.status !== 200) throw new UnexpectedAnswer(`POST ${path}`, answer.status, answer.text);
      return answer.json<{ uuid: string }>().uuid;
    },
  };
  return client;
}
