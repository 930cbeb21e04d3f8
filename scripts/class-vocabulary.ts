import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

const classCalls = new Set(["cn", "cva", "clsx"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every string in a node, template parts included (`${...}` holes are skipped). */
function collectStrings(node: ts.Node, into: Set<string>) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    for (const word of node.text.split(/\s+/)) if (word) into.add(word);
    return;
  }
  if (ts.isTemplateExpression(node)) {
    const texts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
    texts.forEach((text, i) => {
      let words = text.split(/\s+/);
      // A word touching a `${...}` hole is only part of a class name.
      if (i > 0 && !/^\s/.test(text)) words = words.slice(1);
      if (i < texts.length - 1 && !/\s$/.test(text)) words = words.slice(0, -1);
      words.forEach((word) => word && into.add(word));
    });
    node.templateSpans.forEach((span) => collectStrings(span.expression, into));
    return;
  }
  ts.forEachChild(node, (child) => collectStrings(child, into));
}

/**
 * The class names the web app writes: strings in className attributes, in cn/cva/clsx calls
 * and in variables or properties named like `...className`.
 */
export function classVocabulary(webRoot: string): string[] {
  const words = new Set<string>();
  for (const file of sourceFiles(webRoot)) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && classCalls.has(node.expression.getText())) return collectStrings(node, words);
      if (ts.isJsxAttribute(node) && /className$/i.test(node.name.getText()) && node.initializer)
        return collectStrings(node.initializer, words);
      const named = (ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node)) && node.initializer;
      if (named && /class(Name)?$/i.test(node.name.getText())) return collectStrings(node.initializer!, words);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...words].sort();
}
