export function sourceFiles(folders: string[]): string[];
export function runtimeImports(fileName: string, text: string): string[];
export function importCycles(files: Map<string, string>): string[][];
