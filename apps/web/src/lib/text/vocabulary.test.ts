// One vocabulary in what people read : "acuerdo de confidencialidad", not "NDA";
// "correo electrónico", not "email"; no "clickwrap" nor "due diligence"; quotes as « ». This reads the web's
// sources (and the shared labels it shows) with the TypeScript parser and checks only text a
// person sees: JSX text, the visible JSX attributes, and string literals written as prose —
// never identifiers, object keys, routes, import paths or class names.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../../..');
const SOURCES = ['apps/web/src', 'packages/shared/src'];

const FORBIDDEN: Array<[RegExp, string]> = [
  [/\bNDAs?\b/, '«NDA» → «acuerdo de confidencialidad»'],
  [/\be-?mails?\b/i, '«email» → «correo electrónico» (o «correo»)'],
  [/clickwrap/i, '«clickwrap» → «aceptación en la web» (el término técnico va en «Ver detalles técnicos»)'],
  [/due diligence/i, '«due diligence» → «revisión del negocio»'],
  [/[“”]/, 'una sola clase de comillas: « »'],
];

/** JSX attributes whose value a person reads or hears. */
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'title',
  'placeholder',
  'alt',
  'label',
]);
/** Attributes that never hold words for people. */
const CODE_ATTRIBUTES =
  /^(className|class|href|to|src|type|name|id|key|htmlFor|autoComplete|role|inputMode|data-.*|rel|target|method|accept|pattern|form|value|defaultValue|variant|size)$/;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.tsx?$/.test(entry.name) &&
      !/\.(test|spec)\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts')
      ? [full]
      : [];
  });
}

/** Prose: words with a space between them (identifiers, keys and paths have none). */
const isProse = (text: string) => /\p{L}{2,}\s+\S/u.test(text.trim()) && !isClassList(text);
/** "flex items-center gap-2": Tailwind classes, not words. */
const isClassList = (text: string) => {
  const tokens = text.trim().split(/\s+/);
  return (
    tokens.every((t) => /^[!-]?[a-z0-9@[][\w\-:/.[\]#%()&>,=*'"]*$/.test(t)) &&
    tokens.some((t) => /[-:[]/.test(t))
  );
};

type Finding = { file: string; line: number; text: string; rule: string };

/** The visible texts of one source file with their lines. */
export function visibleTexts(fileName: string, source: string): Array<{ line: number; text: string }> {
  const sf = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: Array<{ line: number; text: string }> = [];
  const add = (node: ts.Node, text: string) =>
    out.push({ line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text });

  const attributeName = (node: ts.Node): string | null => {
    let n: ts.Node | undefined = node.parent;
    while (n && !ts.isJsxAttribute(n)) {
      if (ts.isJsxElement(n) || ts.isJsxSelfClosingElement(n) || ts.isSourceFile(n)) return null;
      n = n.parent;
    }
    return n && ts.isJsxAttribute(n) ? n.name.getText(sf) : null;
  };
  const inTypeOrImport = (node: ts.Node): boolean => {
    for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
      if (ts.isImportDeclaration(n) || ts.isExportDeclaration(n) || ts.isLiteralTypeNode(n)) return true;
      if (ts.isTypeNode(n)) return true;
    }
    return false;
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.getText(sf).replace(/\s+/g, ' ').trim();
      if (text) add(node, text);
    } else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node)
    ) {
      const text = ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' … ')
        : node.text;
      const attribute = attributeName(node);
      const keyOfProperty =
        node.parent &&
        (ts.isPropertyAssignment(node.parent) || ts.isPropertySignature(node.parent)) &&
        node.parent.name === node;
      if (keyOfProperty || inTypeOrImport(node)) {
        // a key or a type: code
      } else if (attribute && CODE_ATTRIBUTES.test(attribute)) {
        // class names, routes, input names
      } else if ((attribute && VISIBLE_ATTRIBUTES.has(attribute)) || isProse(text)) {
        add(node, text);
      }
      if (ts.isTemplateExpression(node)) for (const span of node.templateSpans) visit(span.expression);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

function findings(): Finding[] {
  const found: Finding[] = [];
  for (const dir of SOURCES) {
    for (const file of files(path.join(root, dir))) {
      const source = fs.readFileSync(file, 'utf8');
      for (const { line, text } of visibleTexts(file, source)) {
        for (const [pattern, rule] of FORBIDDEN) {
          if (pattern.test(text)) found.push({ file: path.relative(root, file), line, text, rule });
        }
      }
    }
  }
  return found;
}

describe('one vocabulary in the texts people read', () => {
  it('the scanner sees visible text and leaves code alone', () => {
    const sample = `
      import { emailSchema } from './email';
      type Kind = 'email' | 'nda';
      const keys = { email: 'email', 'NDA list': 1 };
      register('email');
      const path = '/api/ndas/' + id;
      export function A() {
        return (
          <div className="nda-box email" data-kind="NDA email">
            <p>Firma el NDA antes de ver los datos</p>
            <input type="email" name="email" placeholder="Tu email" aria-label="Correo electrónico" />
            {toast('Revisa tu email, por favor.')}
          </div>
        );
      }`;
    const texts = visibleTexts('sample.tsx', sample).map((t) => t.text);
    expect(texts).toEqual([
      'Firma el NDA antes de ver los datos',
      'Tu email',
      'Correo electrónico',
      'Revisa tu email, por favor.',
    ]);
  });

  it('no «NDA», «email», «clickwrap», «due diligence» nor curly quotes in the web’s visible texts', () => {
    const list = findings().map((f) => `${f.file}:${f.line} ${f.rule}\n    ${f.text}`);
    expect(list, list.join('\n')).toEqual([]);
    // Parsing every source file takes a few seconds on a busy machine.
  }, 60_000);
});
