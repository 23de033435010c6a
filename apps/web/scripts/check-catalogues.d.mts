export type Message = string | Record<string, string>;
export function filesUnder(folder: string): string[];
export function parseCatalogue(
  fileName: string,
  text: string,
  variable: string,
): { messages: Record<string, Message>; problems: string[] };
export function placeholders(message: Message): string[];
export function comparePair(name: string, en: Record<string, Message>, cy: Record<string, Message>): string[];
export function unusedKeys(keys: string[], sources: string[]): string[];
export function checkCatalogues(src: string): string[];
