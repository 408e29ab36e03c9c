import { isAbsolute, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultServerConditions, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const sourceRoot = `${webRoot}src${sep}`;
const renderScopeModule = fileURLToPath(new URL('../src/app/render-scope.ts', import.meta.url));

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

// Marks an `import()` whose module the browser does not need to take over the page the server drew, such as
// what a loader loads to fetch its data: `import(/* not-for-hydration */ '../catalogue/household')`. The page
// does not link it; the browser loads it if and when it runs that code itself.
export const NOT_FOR_HYDRATION = 'not-for-hydration';

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Every `import('./relative')` of a module, innermost last, without recursion limits to worry about. */
function relativeImports(program: AstNode): { start: number; end: number; specifier: string }[] {
  const found: { start: number; end: number; specifier: string }[] = [];
  const stack: unknown[] = [program];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      stack.push(...value);
      continue;
    }
    if (!isNode(value)) continue;
    const source = value.source;
    if (
      value.type === 'ImportExpression' &&
      isNode(source) &&
      source.type === 'Literal' &&
      typeof source.value === 'string' &&
      source.value.startsWith('.')
    ) {
      found.push({ start: value.start, end: value.end, specifier: source.value });
    }
    for (const [key, child] of Object.entries(value)) {
      if (key !== 'type' && typeof child === 'object') stack.push(child);
    }
  }
  return found;
}

/**
 * The server-rendering build (`vite build --ssr src/entry-server.tsx`, ADR 0031). It bundles everything the
 * entry needs into dist-ssr (React in its production build, whatever NODE_ENV says), and wraps each
 * `import('./…')` of our sources so that the page being rendered records the module it loads, under the name
 * the browser build's manifest gives it (`src/features/…`): the server then links that module's chunks and
 * styles in the page's `<head>`. An import marked NOT_FOR_HYDRATION is left alone (ADR 0036).
 */
export function serverRenderingBuild(): Plugin {
  return {
    name: 'voltaire:server-rendering-build',
    apply: (_config, env) => Boolean(env.isSsrBuild),
    enforce: 'post',
    config: () => ({
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      // The domain from its sources, as in the browser build.
      ssr: { noExternal: true, resolve: { conditions: ['voltaire-source', ...defaultServerConditions] } },
      build: { outDir: 'dist-ssr', minify: false, sourcemap: false, manifest: false },
    }),
    async transform(code, id) {
      if (!id.startsWith(sourceRoot) || !/\.[jt]sx?$/.test(id) || !code.includes('import(')) return null;
      const imports = relativeImports(this.parse(code) as unknown as AstNode);
      if (imports.length === 0) return null;
      let result = code;
      // From the end, so that earlier positions stay valid.
      for (const { start, end, specifier } of imports.sort((a, b) => b.start - a.start)) {
        if (code.slice(start, end).includes(NOT_FOR_HYDRATION)) continue;
        const resolved = await this.resolve(specifier, id);
        if (!resolved || !isAbsolute(resolved.id)) continue;
        const name = relative(webRoot, resolved.id.split('?')[0] ?? '')
          .split(sep)
          .join('/');
        result = `${result.slice(0, start)}__recordRenderedModule(${JSON.stringify(name)}, ${result.slice(start, end)})${result.slice(end)}`;
      }
      const header = `import { recordRenderedModule as __recordRenderedModule } from ${JSON.stringify(renderScopeModule)};\n`;
      return { code: header + result, map: null };
    },
  };
}
