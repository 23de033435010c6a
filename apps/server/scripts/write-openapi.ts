import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generateOpenApiDocument } from '../test/support/openapi-document';

// Writes the API description the SPA's typed client is generated from (to the path given, by default
// apps/server/openapi.json).
const target = process.argv[2] ?? fileURLToPath(new URL('../openapi.json', import.meta.url));
const document = await generateOpenApiDocument();
await writeFile(target, `${JSON.stringify(document, null, 2)}\n`);
console.log(`wrote ${target}`);
