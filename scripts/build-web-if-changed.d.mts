export function webInputs(repo?: string): string;
export function webStamp(repo?: string): string;
export function webOutput(repo?: string): string;
export function buildWebIfChanged(): void;
