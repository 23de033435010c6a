import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

// The server as one plain JavaScript file (ADR 35): under the TypeScript loader the process carried a second
// V8 isolate for the loader's hooks and every module's transpiled source and source map, about 60 MB of a
// resident set whose goal is 250 MB (bench/README.md, mixed workload).

const serverDir = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_ENTRY = `${serverDir}src/main.ts`;
export const SERVER_BUNDLE = `${serverDir}dist/main.js`;

/**
 * Modules find their files (migrations, templates, the identity pages' browser code) relative to their own
 * source file. In one bundle every module shares the bundle's `import.meta.url`, so each module's is
 * replaced by its source file's address, written relative to the bundle so that the checkout can move.
 */
function sourceFileUrls(outdir: string): Plugin {
  return {
    name: 'source-file-urls',
    setup(plugin) {
      plugin.onLoad({ filter: /\.ts$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return { contents: text, loader: 'ts' };
        const fromBundle = JSON.stringify(relative(outdir, args.path).split('\\').join('/'));
        return {
          contents: text.replaceAll('import.meta.url', `new URL(${fromBundle}, import.meta.url).href`),
          loader: 'ts',
        };
      });
    },
  };
}

/**
 * Packages stay imports from node_modules, but for the workspace's own (`@esos/…`, ADR 47): they are plain
 * TypeScript sources, which Node does not load, so they are bundled like the server's own files.
 */
function externalPackages(): Plugin {
  return {
    name: 'external-packages',
    setup(plugin) {
      plugin.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith('@esos/') ? undefined : { path: args.path, external: true },
      );
    },
  };
}

/**
 * Bundles `src/main.ts` into `outfile`, with a source map beside it. Packages stay imports from node_modules,
 * and each module the server imports dynamically becomes a chunk of its own: in one file, esbuild hoists a
 * lazily started module's package imports to the top, and packages the configuration leaves unused (PGlite
 * with a DATABASE_URL, pg without, zxcvbn's dictionaries until a password is set) would be loaded at start.
 * Files are written whole and then renamed, chunks (named by their content) before the entry: servers
 * started side by side (the browser suites' workers, the benches' instances) each bundle, and none may run a
 * half-written file.
 */
export async function bundleServer(outfile = SERVER_BUNDLE): Promise<string> {
  const outdir = dirname(outfile);
  const result = await build({
    entryPoints: { [basename(outfile, '.js')]: SERVER_ENTRY },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    // The oldest Node the engines field allows: it keeps the JSON imports' `with { type: 'json' }`.
    target: 'node20.19',
    outdir,
    chunkNames: 'chunks/[name]-[hash]',
    // Off at run time by default (the map's parsed mappings would cost heap); with NODE_OPTIONS=--enable-source-maps
    // stack traces name the TypeScript lines. The sources are in the checkout: the map need not carry them.
    sourcemap: 'linked',
    sourcesContent: false,
    // Bundling renames top-level names that collide between modules; log lines name an error by its class
    // (pino's serializer reads constructor.name), so classes and functions keep the names they were given.
    keepNames: true,
    write: false,
    logLevel: 'silent',
    plugins: [externalPackages(), sourceFileUrls(outdir)],
  });
  const last = (path: string) => Number(path === outfile) * 2 + Number(path === `${outfile}.map`);
  for (const file of [...result.outputFiles].sort((a, b) => last(a.path) - last(b.path))) {
    mkdirSync(dirname(file.path), { recursive: true });
    const partial = `${dirname(file.path)}/.${basename(file.path)}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
  return outfile;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await bundleServer();
}
