/** `npm start`: the checks (each builds what is out of date), then the server's bundle from its folder. */
export function start(options?: { checks?: Array<() => unknown>; server?: string }): Promise<void>;
