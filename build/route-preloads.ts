import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseAst, type Plugin, type Rolldown } from 'vite';
import type { RoutePreloads } from '../src/shared/routes/route-preloads';

// The route table, under the web root (vite.config.ts: root src/web).
const SCREENS_FILE = 'router/screens.ts';
const MESSAGES =
  /[\\/]src[\\/]shared[\\/]i18n[\\/]messages[\\/]([^\\/]+)[\\/](guest|deal-room)\.ts$/;
// The wrapper in screens.ts that loads the deal room's messages beside a screen.
const DEAL_ROOM_WRAPPER = 'withDealRoomMessages';
/** The build's entry that loads a rendered page's scripts after its first paint (decision 0085). */
export const AFTER_PAINT_ENTRY = 'after-paint';

interface ScreenImports {
  name: string;
  specifiers: string[];
  dealRoomMessages: boolean;
}

type Node = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function* descendants(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child)) yield* descendants(child);
    }
  }
}

/** Each `screen({ name, … }, lazyScreen(() => import('…'), …))` of the route table. */
export function screenImports(source: string): ScreenImports[] {
  const screens: ScreenImports[] = [];
  for (const node of descendants(parseAst(source, { lang: 'ts' }) as unknown as Node)) {
    const callee = node.callee as Node | undefined;
    if (node.type !== 'CallExpression' || callee?.type !== 'Identifier' || callee.name !== 'screen')
      continue;
    const [handle, load] = node.arguments as Node[];
    const nameProperty = (handle?.properties as Node[] | undefined)?.find(
      (property) => (property.key as Node | undefined)?.name === 'name',
    );
    const name = (nameProperty?.value as Node | undefined)?.value;
    if (typeof name !== 'string' || !load) continue;
    const inside = [...descendants(load)];
    screens.push({
      name,
      specifiers: inside
        .filter((child) => child.type === 'ImportExpression')
        .map((child) => (child.source as Node).value as string),
      dealRoomMessages: inside.some(
        (child) => child.type === 'Identifier' && child.name === DEAL_ROOM_WRAPPER,
      ),
    });
  }
  return screens;
}

/** A chunk and every chunk it imports statically: what loading it fetches. */
function closure(
  bundle: Rolldown.OutputBundle,
  fileName: string,
  into = new Set<string>(),
): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk')
    for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
}

/**
 * Writes `route-preloads.json` (decision 0036): for each screen of the route table, the scripts
 * its first visit needs beyond the entry's (its lazy chunk and what that imports), and each
 * language's message chunks. The server names them in the page as modulepreload links, so a
 * phone fetches them beside the entry instead of after the entry has run. And the after-paint
 * loader's file, which the server names in the pages it renders instead of the scripts.
 */
export function routePreloads(): Plugin {
  let screensFile = '';
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(config) {
      screensFile = resolve(config.root, SCREENS_FILE);
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Rolldown.OutputChunk => output.type === 'chunk',
      );
      // The app's entry is index.html's script; the other entry is the after-paint loader.
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name !== AFTER_PAINT_ENTRY);
      const afterPaint = chunks.find((chunk) => chunk.isEntry && chunk.name === AFTER_PAINT_ENTRY);
      if (!entry) return;
      if (afterPaint && afterPaint.imports.length > 0)
        this.error(`route-preloads: ${afterPaint.fileName} must import nothing, it loads first`);
      const initial = closure(bundle, entry.fileName);
      const beyondEntry = (fileName: string) =>
        [...closure(bundle, fileName)].filter((file) => !initial.has(file));
      const chunkOf = (moduleId: string) =>
        chunks.find((chunk) => chunk.facadeModuleId === moduleId);

      const messages: RoutePreloads['messages'] = { guest: {}, 'deal-room': {} };
      for (const chunk of chunks) {
        const match = chunk.facadeModuleId?.match(MESSAGES);
        if (match)
          messages[match[2] as 'guest' | 'deal-room'][match[1]!] = beyondEntry(chunk.fileName);
      }

      const screens: RoutePreloads['screens'] = {};
      for (const screen of screenImports(readFileSync(screensFile, 'utf8'))) {
        const files = new Set<string>();
        for (const specifier of screen.specifiers) {
          const resolved = await this.resolve(specifier, screensFile);
          const chunk = resolved && chunkOf(resolved.id);
          if (!chunk) this.error(`route-preloads: no chunk for ${specifier} (${screen.name})`);
          for (const file of beyondEntry(chunk.fileName)) files.add(file);
        }
        screens[screen.name] = { files: [...files], dealRoomMessages: screen.dealRoomMessages };
      }
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: JSON.stringify({
          screens,
          messages,
          afterPaint: afterPaint?.fileName,
        } satisfies RoutePreloads),
      });
    },
  };
}
