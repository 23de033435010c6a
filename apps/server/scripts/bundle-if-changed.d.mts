export function serverInputs(server?: string): string;
export function serverStamp(server?: string): string;
export function serverOutput(server?: string): string;
export function bundleIfChanged(): void;
