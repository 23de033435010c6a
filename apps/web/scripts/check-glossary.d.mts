import type { Message } from './check-catalogues.mjs';
export interface Term {
  english: string[];
  welsh: string[];
}
export function parseGlossary(markdown: string): Term[];
export function checkMessage(
  name: string,
  key: string,
  english: Message,
  welsh: Message,
  terms: Term[],
): string[];
export function checkGlossary(src: string, glossary: string): string[];
