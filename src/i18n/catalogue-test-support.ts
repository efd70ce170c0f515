// What the catalogue tests compare: the learner app's catalogues in full, and the messages its
// source declares with defineMessage(s), found by parsing the source (test support, node only).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import type { Catalogue } from './catalogue';
import en from './en/index';
import jaShipped from './ja/index';
import jaAuth from './ja/auth';
import jaCourses from './ja/courses';
import jaExerciseRoute from './ja/exercise-route';
import jaHistory from './ja/history';
import jaReleaseNotes from './ja/release-notes';
import jaSettings from './ja/settings';
import jaSkills from './ja/skills';

/** The Japanese catalogue in full: what ships with the app plus the areas their routes bring. */
export const ja: Catalogue = {
  ...jaShipped,
  ...jaAuth,
  ...jaCourses,
  ...jaHistory,
  ...jaReleaseNotes,
  ...jaSettings,
  ...jaSkills,
  ...jaExerciseRoute,
};
export { en };

export const SRC = join(import.meta.dirname, '..');

/** The app's source files, tests excluded (a message only a test uses is not used). */
export function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // The generated code has no messages; the console (src/console/) has its own catalogues.
    if (statSync(path).isDirectory())
      return name === 'generated' || name === 'console' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

export type DeclaredMessage = {
  /** The message id, or null when it is not a plain string (built at runtime). */
  id: string | null;
  /** The declaring file, relative to src/. */
  file: string;
  /** The variable holding it (`navMessages`), or null for a message declared in place. */
  group: string | null;
  /** The property names from the variable down to the message: `['home']`, `['metric', 'name']`. */
  path: string[];
};

const isDefineCall = (node: ts.Node) =>
  ts.isCallExpression(node) &&
  ts.isIdentifier(node.expression) &&
  /^defineMessages?$/.test(node.expression.text);

function propertyName(name: ts.PropertyName): string {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)
    ? name.text
    : name.getText();
}

/** Every message declared with defineMessage(s) in `files`. */
export function declaredMessages(files = sourceFiles()): DeclaredMessage[] {
  const found: DeclaredMessage[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    if (!/defineMessages?\(/.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAssignment(node) && propertyName(node.name) === 'id') {
        // Up from the message's object to its variable, through the defineMessage(s) call.
        const path: string[] = [];
        let inDefine = false;
        let at: ts.Node = node.parent.parent;
        while (!ts.isVariableDeclaration(at) && !ts.isSourceFile(at)) {
          if (ts.isPropertyAssignment(at)) path.unshift(propertyName(at.name));
          if (isDefineCall(at)) inDefine = true;
          at = at.parent;
        }
        if (inDefine)
          found.push({
            id: ts.isStringLiteralLike(node.initializer) ? node.initializer.text : null,
            file: file.slice(SRC.length + 1),
            group: ts.isVariableDeclaration(at) ? at.name.getText() : null,
            path,
          });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
