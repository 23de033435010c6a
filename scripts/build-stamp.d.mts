export function filesUnder(dir: string): string[];
export function inputsHash(root: string, files: string[], values?: unknown[]): string;
export function upToDate(stampFile: string, inputs: string, output: string): boolean;
export function writeStamp(stampFile: string, inputs: string, output: string): void;
